import numpy as np


def batches(seed, n=8, bs=4, T=30, dim=16):
    rng = np.random.default_rng(seed)
    for i in range(n):
        x = rng.normal(size=(bs, T, dim)).astype(np.float32)
        lens = rng.integers(20, T + 1, bs) if i % 2 else np.full(bs, T)
        if (lens == T).all():
            yield x, None
        else:
            yield x, np.arange(T)[None, :] < lens[:, None]
