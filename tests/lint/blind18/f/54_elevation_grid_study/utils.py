import numpy as np

HALF_EXTENT = 25.0


def square_grid(resolution, half_extent=HALF_EXTENT):
    n = int(np.ceil(2 * half_extent / resolution))
    return n, n, np.array([-half_extent, -half_extent], np.float32)
