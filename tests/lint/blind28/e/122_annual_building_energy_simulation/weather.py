import numpy as np


def tmy_hourly(seed=0):
    rng = np.random.default_rng(seed)
    h = np.arange(8760)
    t = 12 - 10 * np.cos(2 * np.pi * h / 8760) - 4 * np.cos(2 * np.pi * h / 24) + rng.normal(0, 1.5, 8760)
    ghi = np.clip(800 * np.sin(np.pi * ((h % 24) - 6) / 12), 0, None) * (0.6 + 0.4 * rng.random(8760))
    return np.stack([t, ghi], 1).astype(np.float32)


def chunks(arr, size):
    for i in range(0, len(arr), size):
        yield arr[i:i + size]
