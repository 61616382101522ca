import numpy as np


def sensor_matrix(day, rng):
    """Historian exports are (points x samples); the live buffer is (samples x points)."""
    if day % 2 == 0:
        export = rng.normal(size=(6, 96)).astype(np.float32)
        return export.T  # non-contiguous view
    return np.ascontiguousarray(rng.normal(size=(96, 6)).astype(np.float32))
