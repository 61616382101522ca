import numpy as np


def fit_grid(pos, dx, margin=2):
    """Smallest grid that covers the particle cloud plus a margin of cells."""
    lo = np.floor(np.asarray(pos).min(axis=0) / dx) - margin
    hi = np.ceil(np.asarray(pos).max(axis=0) / dx) + margin
    shape = tuple(int(h - l) for l, h in zip(lo, hi))
    origin = (lo * dx).astype(np.float32)
    return shape, origin
