import numpy as np

STEP_S = 30.0


def pass_windows():
    # (AOS, LOS) in seconds from epoch for one ground station
    return [(600.0, 1080.0), (6400.0, 7000.0), (12300.0, 12660.0)]


def pass_grid(aos, los):
    return np.arange(aos, los + 1e-6, STEP_S, dtype=np.float32)
