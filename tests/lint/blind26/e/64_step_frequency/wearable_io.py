import numpy as np


def read_trial(seed):
    """Wearable export: timestamps (s) and vertical acceleration."""
    rng = np.random.default_rng(seed)
    drift = 1.0 + rng.normal(0, 2e-4)
    ts = np.arange(512) * 0.01 * drift
    acc = (9.81 + 3 * np.sin(2 * np.pi * 2.7 * ts) + rng.normal(0, 0.3, 512)).astype(np.float32)
    return ts, acc
