import numpy as np


class DailyPanelLoader:
    """Shuffled minibatches of (features, next-day return) rows; the ragged tail is dropped."""

    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        n_full = len(idx) // self.batch_size
        for i in range(n_full):
            sel = idx[i * self.batch_size:(i + 1) * self.batch_size]
            yield self.x[sel], self.y[sel]


def make_panel(n_rows, n_features, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n_rows, n_features)).astype(np.float32)
    y = (0.02 * x[:, 0] - 0.01 * x[:, 3] + 0.01 * rng.standard_normal(n_rows)).astype(np.float32)
    return x, y
