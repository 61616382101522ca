import numpy as np

CELL = 0.005


def grid_for(points):
    lo = points.min(0)
    hi = points.max(0)
    shape = tuple(int(v) + 1 for v in np.floor((hi - lo) / CELL))
    return lo.astype(np.float32), shape
