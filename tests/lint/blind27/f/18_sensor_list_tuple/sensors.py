import numpy as np


def read_conveyor_window(t, rng):
    belt_speed = rng.normal(4.5, 0.2, size=60).astype(np.float32)
    load_cell = rng.normal(1800, 100, size=60).astype(np.float32)
    xrf_fe = rng.normal(58.0, 2.0, size=60).astype(np.float32)
    channels = [belt_speed, load_cell, xrf_fe]
    if t % 4 == 3:
        # resampled windows come back from the historian client as tuples
        channels = tuple(channels)
    return channels
