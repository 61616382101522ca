import numpy as np


class StakeLoader:
    """Point mass-balance measurements from ablation stakes."""

    def __init__(self, n_stakes=90, batch_size=32, seed=1):
        rng = np.random.default_rng(seed)
        elev = rng.uniform(1800.0, 3400.0, n_stakes)
        pdd = rng.uniform(100.0, 900.0, n_stakes)
        snow = rng.uniform(0.2, 2.5, n_stakes)
        self.features = np.stack([elev / 1000.0, pdd / 500.0, snow], axis=1).astype(np.float32)
        self.smb = (snow - 0.006 * pdd + 0.0004 * (elev - 2600.0)).astype(np.float32)
        self.batch_size = batch_size
        self.rng = rng

    def __len__(self):
        return len(self.smb) // self.batch_size

    def __iter__(self):
        order = self.rng.permutation(len(self.smb))
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.features[idx], self.smb[idx]
