import numpy as np


class WindowLoader:
    """Iterates (context, target) windows of one station's series in mini-batches."""

    def __init__(self, series, context, horizon, batch_size):
        self.series = series
        self.context = context
        self.horizon = horizon
        self.batch_size = batch_size

    def __len__(self):
        n = len(self.series) - self.context - self.horizon + 1
        return (n + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        n = len(self.series) - self.context - self.horizon + 1
        starts = np.arange(n)
        for i in range(0, n, self.batch_size):
            s = starts[i:i + self.batch_size]
            ctx = self.series[s[:, None] + np.arange(self.context)]
            tgt = self.series[s[:, None] + self.context + np.arange(self.horizon)]
            yield ctx.astype(np.float32), tgt.astype(np.float32)
