import numpy as np

def make_split(n, seq=24, vocab=300, n_tags=4, seed=1):
    rng = np.random.default_rng(seed)
    x = rng.integers(0, vocab, size=(n, seq)).astype(np.int32)
    y = rng.integers(0, n_tags, size=(n, seq)).astype(np.int32)
    return x, y

def batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    n_full = len(x) // bs
    for b in range(n_full):
        sel = idx[b * bs:(b + 1) * bs]
        yield x[sel], y[sel]
