import numpy as np


def make_fake_shards(n_shards, feature_dim, seed=0):
    rng = np.random.default_rng(seed)
    sizes = [37, 21, 45, 30, 26][:n_shards]
    return [rng.normal(size=(n, feature_dim)).astype(np.float32) for n in sizes]
