import numpy as np


def fingerprint_dataset(n=250, bits=64, seed=5):
    rng = np.random.default_rng(seed)
    fp = (rng.random((n, bits)) < 0.15).astype(np.float32)
    w = rng.normal(size=bits).astype(np.float32)
    pic50 = (fp @ w * 0.5 + 6.0 + rng.normal(0, 0.2, n)).astype(np.float32)
    return fp, pic50


def epoch_batches(fp, y, batch_size, rng):
    idx = rng.permutation(len(fp))
    n_full = len(fp) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield fp[sel], y[sel]
