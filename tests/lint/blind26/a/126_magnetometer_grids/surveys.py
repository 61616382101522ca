import numpy as np

GRIDS = [("Field 7", 0.5), ("Field 8", 0.25), ("Field 9", 0.5), ("Field 12", 1.0)]


def load_grid(spacing, rng, extent=20.0):
    n = int(extent / spacing)
    return rng.normal(0, 3, size=(n, n)).astype(np.float32)
