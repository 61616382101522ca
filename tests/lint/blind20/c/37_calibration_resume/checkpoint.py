import json

import numpy as np


def save(params, path_like):
    path_like["params"] = json.dumps([np.asarray(p).tolist() for p in params])


def load(path_like):
    return [np.asarray(p, dtype=np.float32) for p in json.loads(path_like["params"])]
