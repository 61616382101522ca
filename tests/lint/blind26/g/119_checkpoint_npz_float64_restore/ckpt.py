import numpy as np


def save(path, params):
    np.savez(path, **{k: np.asarray(v, dtype=np.float64) for k, v in params.items()})


def load(path):
    with np.load(path) as f:
        return {k: f[k] for k in f.files}
