import numpy as np


class WindowLoader:
    """Sliding windows of daily case counts -> next-day counts."""

    def __init__(self, series, window=7, batch_size=16):
        self.series = np.asarray(series, np.float32)
        self.window = window
        self.batch_size = batch_size

    def __len__(self):
        n = len(self.series) - self.window
        return (n + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        n = len(self.series) - self.window
        idx = np.arange(n)
        for start in range(0, n, self.batch_size):
            sel = idx[start : start + self.batch_size]
            x = np.stack([self.series[i : i + self.window] for i in sel])
            y = self.series[sel + self.window]
            yield x, y
