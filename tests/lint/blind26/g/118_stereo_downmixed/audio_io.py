import numpy as np


def load(rec_id):
    rng = np.random.default_rng(rec_id)
    if rec_id % 3 == 0:
        x = rng.standard_normal((2, 16000)).astype(np.float32)
        return x.mean(axis=0)
    return rng.standard_normal(16000).astype(np.float32)
