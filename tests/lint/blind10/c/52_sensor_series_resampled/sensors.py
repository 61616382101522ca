import numpy as np


def load_sensor_day(rng, sensor_id):
    """Readings for one sensor over a day; devices drop samples, so lengths differ."""
    n = 1440 - int(rng.integers(0, 200))
    t = np.sort(rng.choice(1440, size=n, replace=False)).astype(np.float32)
    temp = 20 + 3 * np.sin(2 * np.pi * t / 1440) + rng.normal(0, 0.3, n)
    temp[rng.integers(0, n, size=3)] += 8.0
    return t, temp.astype(np.float32)
