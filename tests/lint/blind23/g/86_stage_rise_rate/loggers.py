import numpy as np

NOMINAL_INTERVALS_MIN = (5, 10, 15, 30, 60)


def load_logger(serial, n=200):
    rng = np.random.default_rng(serial)
    drift = 1.0 + rng.normal(0, 2e-5)
    t_seconds = np.arange(n) * 900.0 * drift
    level = (0.8 + 0.2 * np.sin(np.arange(n) / 20.0) + rng.normal(0, 0.003, n)).astype(np.float32)
    return t_seconds, level


def nominal_interval_hours(t_seconds):
    measured = np.diff(t_seconds).mean() / 60.0
    nearest = min(NOMINAL_INTERVALS_MIN, key=lambda m: abs(m - measured))
    return nearest / 60.0
