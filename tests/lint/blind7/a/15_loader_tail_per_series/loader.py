import numpy as np


class WindowLoader:
    """Sliding windows over one series, in mini-batches."""

    def __init__(self, series, window, batch_size):
        self.series = np.asarray(series, dtype=np.float32)
        self.window = window
        self.batch_size = batch_size

    def __len__(self):
        n = len(self.series) - self.window
        return (n + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        n = len(self.series) - self.window
        starts = np.arange(n)
        for i in range(0, n, self.batch_size):
            idx = starts[i:i + self.batch_size]
            x = self.series[idx[:, None] + np.arange(self.window)]
            y = self.series[idx + self.window]
            yield x, y
