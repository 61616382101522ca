import numpy as np


def grid_shape_for(points, resolution):
    lo = points[:, :2].min(axis=0)
    hi = points[:, :2].max(axis=0)
    nx, ny = np.ceil((hi - lo) / resolution).astype(int) + 1
    return int(nx), int(ny), lo
