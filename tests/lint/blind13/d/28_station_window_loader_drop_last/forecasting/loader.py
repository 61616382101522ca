import numpy as np


class WindowLoader:
    """Iterates (context, target) windows of one station's series in mini-batches."""

    def __init__(self, series, context, horizon, batch_size, drop_last=True, seed=0):
        self.series = series
        self.context = context
        self.horizon = horizon
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def _n_windows(self):
        return len(self.series) - self.context - self.horizon + 1

    def __len__(self):
        n = self._n_windows()
        if self.drop_last:
            return n // self.batch_size
        return (n + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        starts = self.rng.permutation(self._n_windows())
        for b in range(len(self)):
            s = starts[b * self.batch_size:(b + 1) * self.batch_size]
            ctx = self.series[s[:, None] + np.arange(self.context)]
            tgt = self.series[s[:, None] + self.context + np.arange(self.horizon)]
            yield ctx.astype(np.float32), tgt.astype(np.float32)
