import json
import os
import tempfile
import numpy as np


def save(params, path):
    with open(path, "w") as f:
        json.dump({k: np.asarray(v).tolist() for k, v in params.items()}, f)


def load(path):
    with open(path) as f:
        return json.load(f)


def roundtrip(params):
    path = os.path.join(tempfile.mkdtemp(), "ckpt.json")
    save(params, path)
    return load(path)
