import json

import numpy as np


def save(params):
    return json.dumps({k: np.asarray(v).tolist() for k, v in params.items()})


def restore(text):
    raw = json.loads(text)
    return {k: (np.asarray(v, np.float32) if isinstance(v, list) else v) for k, v in raw.items()}
