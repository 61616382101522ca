import numpy as np


def make_shards(n_shards, feat_dim, seed=0):
    """Stand-in for reading record files: each shard holds a different number of rows."""
    rng = np.random.default_rng(seed)
    shards = []
    for i in range(n_shards):
        n = int(rng.integers(40, 90))
        x = rng.normal(size=(n, feat_dim)).astype(np.float32)
        y = rng.integers(0, 4, size=n).astype(np.int32)
        shards.append({"name": f"part-{i:05d}", "x": x, "y": y})
    return shards
