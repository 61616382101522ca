import numpy as np


class WindowLoader:
    """Shuffled mini-batches of fixed-length IMU windows, with per-sample weights."""

    def __init__(self, windows, labels, batch_size, seed=0):
        self.windows = windows
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.windows) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.windows))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            n = len(idx)
            weights = np.zeros(self.batch_size, np.float32)
            weights[:n] = 1.0
            idx = np.pad(idx, (0, self.batch_size - n), mode="edge")
            yield self.windows[idx], self.labels[idx], weights
