import numpy as np


def goldmann_reading(rng):
    return np.float32(rng.normal(18, 4))


def icare_readings(rng):
    # rebound tonometer reports the trimmed mean of a 6-shot series as a 1-element array
    shots = rng.normal(18, 4, size=6)
    return np.array([np.sort(shots)[1:-1].mean()], np.float32)
