import numpy as np


class WindowLoader:
    """Shuffled mini-batches of fixed-length IMU windows."""

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
            yield self.windows[idx], self.labels[idx]
