import numpy as np


def export(trial, rng):
    """Marker trajectory of the sacrum; the older Vicon pipeline writes axes as rows."""
    xyz = np.cumsum(rng.normal(0, 0.002, size=(300, 3)), axis=0).astype(np.float32)
    return xyz.T.copy() if trial < 3 else xyz
