import numpy as np


def from_scale_export(rng, n=60):
    x = rng.normal(size=(n, 3)).astype(np.float32)
    y = (x @ np.array([[0.5], [0.3], [-0.2]], np.float32))
    return x, y


def from_manual_sheet(rng, n=60):
    x = rng.normal(size=(n, 3)).astype(np.float32)
    y = (x @ np.array([0.5, 0.3, -0.2], np.float32))
    return x, y
