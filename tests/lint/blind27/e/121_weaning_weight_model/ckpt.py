import numpy as np


def save_params(params):
    # exported through the farm analytics tool, which writes float64 arrays
    return {m: {k: np.asarray(v, dtype=np.float64) for k, v in d.items()} for m, d in params.items()}


def load_params(blob):
    return {m: dict(d) for m, d in blob.items()}
