import numpy as np


def shard_indices(n, n_shards, seed):
    perm = np.random.default_rng(seed).permutation(n)
    per = n // n_shards
    return [perm[i * per:(i + 1) * per] for i in range(n_shards)]


def robust_bounds(x, lo_q=0.01, hi_q=0.99):
    return np.quantile(x, lo_q, axis=0), np.quantile(x, hi_q, axis=0)
