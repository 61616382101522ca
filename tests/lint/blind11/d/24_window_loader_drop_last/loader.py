import numpy as np


class WindowLoader:
    """Yields (context, target) batches of sliding windows over a univariate series."""

    def __init__(self, series, context, batch_size, shuffle=True, drop_last=True, seed=0):
        self.series = np.asarray(series, np.float32)
        self.context = context
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)
        self.starts = np.arange(len(self.series) - context)

    def __len__(self):
        n = len(self.starts)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(self.starts) if self.shuffle else self.starts
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            x = np.stack([self.series[s:s + self.context] for s in idx])
            yield x, self.series[idx + self.context]
