import numpy as np


def make_buoy_records(n, seed=0):
    rng = np.random.default_rng(seed)
    # features: air temp, wind speed, solar radiation, hour-of-day (sin/cos)
    air = rng.normal(18.0, 3.0, n)
    wind = rng.gamma(2.0, 3.0, n)
    solar = np.clip(rng.normal(400, 150, n), 0, None)
    hour = rng.integers(0, 24, n)
    x = np.stack([air, wind, solar / 100.0, np.sin(2 * np.pi * hour / 24), np.cos(2 * np.pi * hour / 24)], axis=1)
    sst = 0.8 * air - 0.1 * wind + 0.05 * solar / 100.0 + rng.normal(0, 0.3, n)
    return x.astype(np.float32), sst.astype(np.float32)


class BuoyLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
