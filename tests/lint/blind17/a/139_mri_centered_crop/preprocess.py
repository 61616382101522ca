import numpy as np


def synthetic_brain(rng, shape=(24, 32, 32)):
    vol = rng.normal(0, 0.05, size=shape).astype(np.float32)
    c = np.array(shape) // 2 + rng.integers(-3, 4, size=3)
    r = rng.integers(5, 10, size=3)
    sl = tuple(slice(ci - ri, ci + ri) for ci, ri in zip(c, r))
    vol[sl] += 1.0
    return vol


ROI = (16, 20, 20)


def crop_foreground(vol, thresh=0.5, roi=ROI):
    center = np.argwhere(vol > thresh).mean(0).round().astype(int)
    lo = np.clip(center - np.array(roi) // 2, 0, np.array(vol.shape) - np.array(roi))
    return vol[lo[0]:lo[0] + roi[0], lo[1]:lo[1] + roi[1], lo[2]:lo[2] + roi[2]]
