import numpy as np


class AccelWindowLoader:
    """Yields (windows, labels) from bridge deck accelerometer records."""

    def __init__(self, records, labels, batch_size, seed=0):
        self.records = records
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return len(self.records) // self.batch_size

    def __iter__(self):
        order = self.rng.permutation(len(self.records))
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.records[idx], self.labels[idx]


def synth_records(n=410, length=128, seed=1):
    rng = np.random.default_rng(seed)
    t = np.arange(length) / 256.0
    f0 = rng.uniform(3.0, 6.0, size=(n, 1))
    cracked = rng.integers(0, 2, size=n)
    f = f0 * (1.0 - 0.08 * cracked[:, None])
    x = np.sin(2 * np.pi * f * t) + 0.1 * rng.standard_normal((n, length))
    return x.astype(np.float32), cracked.astype(np.int32)
