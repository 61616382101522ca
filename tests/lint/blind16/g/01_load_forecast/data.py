import numpy as np


def make_series(n_steps, n_series, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_steps)[:, None]
    season = np.sin(2 * np.pi * t / 24.0)
    trend = 0.01 * t
    noise = rng.normal(scale=0.3, size=(n_steps, n_series))
    return (season + trend + noise).astype(np.float32)


def sliding_windows(series, lookback, horizon):
    xs, ys = [], []
    for start in range(0, series.shape[0] - lookback - horizon + 1, 4):
        xs.append(series[start:start + lookback].T)
        ys.append(series[start + lookback:start + lookback + horizon].T)
    x = np.concatenate(xs, axis=0)
    y = np.concatenate(ys, axis=0)
    return x, y


class WindowLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            yield self.x[idx], self.y[idx]
