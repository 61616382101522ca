import numpy as np


def shard_stats(shard):
    mean = shard.mean(axis=0)
    std = shard.std(axis=0) + 1e-6
    return mean.astype(np.float32), std.astype(np.float32)


def load_shards(n_shards, rows, n_features, seed=0):
    rng = np.random.default_rng(seed)
    for s in range(n_shards):
        # each partner feed arrives with its own scale
        scale = rng.uniform(0.5, 5.0, size=n_features)
        yield s, (rng.normal(size=(rows, n_features)) * scale + s).astype(np.float32)
