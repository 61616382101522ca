import numpy as np


def synth_meters(n_meters, seed=0):
    rng = np.random.default_rng(seed)
    meters = []
    for i in range(n_meters):
        days = 3 + i  # installation date differs per meter
        t = np.arange(days * 24)
        base = 0.4 + 0.3 * np.sin(2 * np.pi * t / 24.0)
        load = base + 0.05 * rng.standard_normal(t.shape)
        meters.append(load.astype(np.float32))
    return meters


def make_windows(load, lookback=24):
    x = np.stack([load[i:i + lookback] for i in range(len(load) - lookback)])
    y = load[lookback:]
    return x, y


def pad_windows(x, y, n_rows):
    mask = np.zeros(n_rows, dtype=np.float32)
    mask[: len(y)] = 1.0
    xp = np.zeros((n_rows, x.shape[1]), dtype=np.float32)
    yp = np.zeros(n_rows, dtype=np.float32)
    xp[: len(x)] = x
    yp[: len(y)] = y
    return xp, yp, mask
