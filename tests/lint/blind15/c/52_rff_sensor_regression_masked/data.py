import numpy as np


def sensor_readings(n=600, missing_rate=0.1, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, size=(n, 2)).astype(np.float32)
    y = (np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.05 * rng.normal(size=n)).astype(np.float32)
    y[rng.uniform(size=n) < missing_rate] = np.nan
    return x, y


def masked_batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        sel = order[start:start + batch_size]
        xb, yb = x[sel], y[sel]
        ok = ~np.isnan(yb)
        yield xb, np.where(ok, yb, 0.0).astype(np.float32), ok.astype(np.float32)
