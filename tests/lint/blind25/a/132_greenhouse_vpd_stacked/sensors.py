import numpy as np

MAX_SENSORS = 4


def bay_readings(rng, bay):
    n = 4 if bay in ("B", "D") else 3
    temps = np.zeros((MAX_SENSORS, 12), np.float32)
    present = np.zeros(MAX_SENSORS, np.float32)
    temps[:n] = rng.uniform(18, 30, (n, 12))
    present[:n] = 1.0
    rh = rng.uniform(55, 90, 12).astype(np.float32)
    return temps, present, rh
