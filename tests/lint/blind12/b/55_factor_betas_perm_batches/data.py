import numpy as np


def factor_returns(n_days=1000, n_factors=4, n_assets=12, seed=0):
    rng = np.random.default_rng(seed)
    F = rng.normal(0, 0.01, (n_days, n_factors)).astype(np.float32)
    B = rng.normal(1.0, 0.3, (n_factors, n_assets)).astype(np.float32)
    R = F @ B + rng.normal(0, 0.005, (n_days, n_assets)).astype(np.float32)
    return F, R


def minibatches(n, batch_size, rng):
    perm = rng.permutation(n)
    for start in range(0, n, batch_size):
        yield perm[start:start + batch_size]
