import numpy as np

GRID_SPACING_DEG = 0.1
GLOBAL_LATS = np.linspace(-60.0, 60.0, 1201)


def crop(field, i0, size=32):
    return field[i0:i0 + size], GRID_SPACING_DEG
