import numpy as np


def coarse_grid():
    return np.arange(0, 30, 5, dtype=np.float32)


def fine_grid(center_db, width_db=2.5, n=6):
    return np.linspace(center_db - width_db, center_db + width_db, n, dtype=np.float32)
