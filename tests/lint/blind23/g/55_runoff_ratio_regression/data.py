import numpy as np


def split_basins(n_basins=60, n_feat=10, seed=0):
    rng = np.random.default_rng(seed)
    attrs = rng.normal(size=(n_basins, n_feat)).astype(np.float32)
    w = rng.normal(size=n_feat).astype(np.float32)
    runoff_ratio = (1 / (1 + np.exp(-(attrs @ w) / 3))).astype(np.float32)
    return (attrs[:48], runoff_ratio[:48]), (attrs[48:], runoff_ratio[48:])
