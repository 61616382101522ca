import numpy as np


def synthetic_source(seed, n, dim):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, dim)).astype(np.float32)
    return x, (x[:, 0] - x[:, 2]).astype(np.float32)


def legacy_source(seed, n, dim):
    rng = np.random.default_rng(seed)
    table = rng.normal(size=(n, dim + 1)).astype(np.float32)
    table[:, dim] = table[:, 0] - table[:, 2]
    return table[:, :dim], table[:, dim:]
