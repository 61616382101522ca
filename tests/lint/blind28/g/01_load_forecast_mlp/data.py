import numpy as np


def make_hourly_load(n_days=30, seed=0):
    rng = np.random.default_rng(seed)
    hours = np.arange(n_days * 24)
    base = 800 + 150 * np.sin(2 * np.pi * (hours % 24) / 24 - 1.2)
    weekly = 60 * np.cos(2 * np.pi * hours / (24 * 7))
    temp = 18 + 8 * np.sin(2 * np.pi * hours / 24) + rng.normal(0, 1.5, hours.shape)
    load = base + weekly + 12 * np.maximum(temp - 22, 0) + rng.normal(0, 20, hours.shape)
    return hours, temp.astype(np.float32), load.astype(np.float32)


def build_features(hours, temp, load, lags=(24, 48, 168)):
    start = max(lags)
    cols = [np.sin(2 * np.pi * (hours % 24) / 24), np.cos(2 * np.pi * (hours % 24) / 24), temp / 30.0]
    cols += [np.roll(load, l) / 1000.0 for l in lags]
    X = np.stack(cols, axis=1)[start:].astype(np.float32)
    y = (load[start:] / 1000.0).astype(np.float32)
    return X, y


class HourlyBatches:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y, self.batch_size = X, y, batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.X))
        for s in range(0, len(idx), self.batch_size):
            sel = idx[s:s + self.batch_size]
            yield self.X[sel], self.y[sel]
