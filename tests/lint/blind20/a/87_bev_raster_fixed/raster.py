import numpy as np

GRID_SIZE = 160


def view_extent(ego_speed):
    if ego_speed < 5.0:
        return 20.0
    if ego_speed < 15.0:
        return 40.0
    return 60.0


def rasterize(agents_xy, extent, size=GRID_SIZE):
    resolution = 2 * extent / size
    grid = np.zeros((size, size), np.float32)
    idx = ((agents_xy + extent) / resolution).astype(int)
    keep = np.all((idx >= 0) & (idx < size), axis=1)
    grid[idx[keep, 1], idx[keep, 0]] = 1.0
    return grid
