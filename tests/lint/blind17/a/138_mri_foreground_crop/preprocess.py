import numpy as np


def synthetic_brain(rng, shape=(24, 32, 32)):
    vol = rng.normal(0, 0.05, size=shape).astype(np.float32)
    c = np.array(shape) // 2 + rng.integers(-3, 4, size=3)
    r = rng.integers(5, 10, size=3)
    sl = tuple(slice(ci - ri, ci + ri) for ci, ri in zip(c, r))
    vol[sl] += 1.0
    return vol


def crop_foreground(vol, thresh=0.5):
    idx = np.argwhere(vol > thresh)
    lo, hi = idx.min(0), idx.max(0) + 1
    return vol[lo[0]:hi[0], lo[1]:hi[1], lo[2]:hi[2]]
