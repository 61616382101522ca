import numpy as np

HOURS = np.arange(24, dtype=np.float32)


def irregular_reports(rng):
    n = int(rng.integers(8, 30))
    t = np.sort(rng.uniform(0, 24, n))
    temp = 12 + 6 * np.sin(2 * np.pi * (t - 9) / 24) + rng.normal(0, 0.5, n)
    return t, temp


def to_hourly(t, temp):
    return np.interp(HOURS, t, temp, period=24).astype(np.float32)
