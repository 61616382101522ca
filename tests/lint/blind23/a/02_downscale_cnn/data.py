import numpy as np


def make_patches(n=90, coarse=8, fine=16, seed=1):
    rng = np.random.default_rng(seed)
    lo = rng.normal(size=(n, coarse, coarse, 1)).astype(np.float32)
    hi = np.repeat(np.repeat(lo, 2, axis=1), 2, axis=2)
    hi = hi + 0.05 * rng.normal(size=hi.shape).astype(np.float32)
    return lo, hi


def batches(lo, hi, batch_size):
    n = len(lo)
    for start in range(0, n, batch_size):
        xb = lo[start:start + batch_size]
        yb = hi[start:start + batch_size]
        w = np.ones(len(xb), np.float32)
        short = batch_size - len(xb)
        if short:
            xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros((short,) + yb.shape[1:], yb.dtype)])
            w = np.concatenate([w, np.zeros(short, np.float32)])
        yield xb, yb, w
