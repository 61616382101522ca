import numpy as np


def clean_readings(raw):
    return raw[np.isfinite(raw)]


def simulate_shift(rng, n=48, dropout=0.1):
    raw = rng.normal(45.0, 3.0, size=n).astype(np.float32)
    raw[rng.random(n) < dropout] = np.nan
    return raw
