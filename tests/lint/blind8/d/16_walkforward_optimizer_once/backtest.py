import numpy as np


def walk_forward_splits(n_obs, train_len, test_len):
    start = 0
    while start + train_len + test_len <= n_obs:
        yield slice(start, start + train_len), slice(start + train_len, start + train_len + test_len)
        start += test_len


def simulate_market(n_obs=520, n_factors=3, seed=7):
    rng = np.random.default_rng(seed)
    factors = rng.normal(scale=0.01, size=(n_obs, n_factors)).astype(np.float32)
    beta = np.array([0.8, -0.3, 0.5])
    returns = (factors @ beta + rng.normal(scale=0.005, size=n_obs)).astype(np.float32)
    return factors, returns
