import numpy as np


def init_params(n_feats, seed=0):
    rng = np.random.default_rng(seed)
    return {
        "w": rng.normal(scale=0.01, size=n_feats).astype(np.float32),
        "bias": 0.0,
    }
