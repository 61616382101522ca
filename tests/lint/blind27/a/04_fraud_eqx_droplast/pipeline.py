import numpy as np


def synth_claims(n, d, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] * 1.3 - x[:, 3] + rng.normal(size=n) > 1.8).astype(np.float32)
    return x, y


def batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield x[sel], y[sel]
