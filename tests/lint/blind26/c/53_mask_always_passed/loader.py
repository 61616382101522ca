import numpy as np


def collate(x, lens):
    T = x.shape[1]
    return x, np.arange(T)[None, :] < lens[:, None]


def batches(seed, n=8, bs=4, T=30, dim=16):
    rng = np.random.default_rng(seed)
    for i in range(n):
        x = rng.normal(size=(bs, T, dim)).astype(np.float32)
        lens = rng.integers(20, T + 1, bs) if i % 2 else np.full(bs, T)
        yield collate(x, lens)
