import numpy as np


def domain_grid(lo, hi, dx):
    """Fixed background grid for the whole simulation domain."""
    lo = np.asarray(lo, np.float32)
    hi = np.asarray(hi, np.float32)
    shape = tuple(int(round(float(n))) for n in (hi - lo) / dx)
    return shape, lo
