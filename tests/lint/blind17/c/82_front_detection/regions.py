import numpy as np

GLOBAL_LATS = np.linspace(-60.0, 60.0, 1201)


def crop(field, i0, size=32):
    lats = GLOBAL_LATS[i0:i0 + size]
    spacing = float(lats[1] - lats[0])
    return field[i0:i0 + size], spacing
