import numpy as np


def polygon_area_ha(coords_m):
    x, y = coords_m[:, 0], coords_m[:, 1]
    return 0.5 * np.abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1))) / 10_000.0
