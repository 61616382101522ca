import numpy as np


def clean_readings(raw):
    valid = np.isfinite(raw)
    return np.where(valid, raw, 0.0).astype(np.float32), valid


def simulate_shift(rng, n=48, dropout=0.1):
    raw = rng.normal(45.0, 3.0, size=n).astype(np.float32)
    raw[rng.random(n) < dropout] = np.nan
    return raw
