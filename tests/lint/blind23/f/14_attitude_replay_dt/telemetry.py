import numpy as np

from config import NOMINAL_DT


def load_gyro_log(n=50, seed=2):
    rng = np.random.default_rng(seed)
    t = np.cumsum(NOMINAL_DT + rng.normal(0, 1e-4, n))
    w = np.stack([0.1 * np.sin(t), 0.05 * np.ones(n), 0.02 * np.cos(t)], 1) + rng.normal(0, 1e-3, (n, 3))
    return t, w.astype(np.float32)


def replay(t, w):
    prev = None
    for k in range(len(t)):
        dt = NOMINAL_DT if prev is None else t[k] - prev
        prev = t[k]
        yield w[k], dt
