import numpy as np


def live_source(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield i, rng.random((8, 8), dtype=np.float32)


def archive_source(n, seed=1):
    rng = np.random.default_rng(seed)
    index = np.arange(1000, 1000 + n)
    frames = rng.random((n, 8, 8), dtype=np.float32)
    for k in range(n):
        yield index[k], frames[k]
