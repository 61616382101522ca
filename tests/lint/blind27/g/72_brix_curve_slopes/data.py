import numpy as np


class CurveDataset:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n):
            days = int(rng.integers(8, 25))
            rate = rng.uniform(0.15, 0.4)
            brix = 24 * np.exp(-rate * np.arange(days)) + rng.normal(0, 0.2, days)
            self.items.append((brix.astype(np.float32), np.float32(rate)))
        self.max_len = max(len(c) for c, _ in self.items)

    def batches(self, bs):
        for s in range(0, len(self.items), bs):
            chunk = self.items[s:s + bs]
            x = np.zeros((bs, self.max_len), np.float32)
            m = np.zeros((bs, self.max_len), np.float32)
            y = np.zeros(bs, np.float32)
            for i, (c, r) in enumerate(chunk):
                x[i, :len(c)] = c
                m[i, :len(c)] = 1.0
                y[i] = r
            yield x, m, y, len(chunk)
