import numpy as np


def load_shards(sizes, dim=8, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=dim)
    shards = []
    for n in sizes:
        x = rng.normal(size=(n, dim)).astype(np.float32)
        y = (x @ w > 0).astype(np.float32)
        shards.append((x, y))
    return shards
