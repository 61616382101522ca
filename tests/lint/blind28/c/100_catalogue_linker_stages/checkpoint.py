import json

import numpy as np


def save(path, params):
    blob = {"layers": [np.asarray(w).tolist() for w in params["layers"]],
            "bias": np.asarray(params["bias"]).tolist()}
    with open(path, "w") as f:
        json.dump(blob, f)


def load(path):
    with open(path) as f:
        blob = json.load(f)
    return {"layers": [np.asarray(w, np.float32) for w in blob["layers"]],
            "bias": np.asarray(blob["bias"], np.float32)}
