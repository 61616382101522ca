import numpy as np


def synth_imu_sessions(n_windows, window=64, channels=6, n_classes=4, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, n_classes, size=n_windows)
    t = np.linspace(0, 2 * np.pi, window)
    x = np.stack([np.sin((labels[i] + 1) * t)[:, None] * np.ones(channels) for i in range(n_windows)])
    x = x + 0.3 * rng.standard_normal(x.shape)
    return x.astype(np.float32), labels.astype(np.int32)


class WindowLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
