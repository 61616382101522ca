import numpy as np


class LapseDataset:
    """Policy-year records: premium change, tenure, channel flag -> lapsed at renewal."""

    def __init__(self, n=1100, seed=4):
        rng = np.random.default_rng(seed)
        prem_change = rng.normal(0.03, 0.08, n)
        tenure = rng.integers(1, 15, n)
        online = rng.integers(0, 2, n)
        logit = -2.0 + 9.0 * prem_change - 0.08 * tenure + 0.5 * online
        self.x = np.column_stack([prem_change * 10, tenure / 10, online]).astype(np.float32)
        self.y = (rng.uniform(size=n) < 1 / (1 + np.exp(-logit))).astype(np.float32)

    def batches(self, batch_size, epoch):
        idx = np.random.default_rng(epoch).permutation(len(self.x))
        n_full = len(idx) // batch_size
        for i in range(n_full):
            b = idx[i * batch_size:(i + 1) * batch_size]
            yield self.x[b], self.y[b]
