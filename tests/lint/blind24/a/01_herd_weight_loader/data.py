import numpy as np


def load_herd_records(n_animals=150, seed=0):
    rng = np.random.default_rng(seed)
    age_days = rng.uniform(60, 400, n_animals)
    feed_kg = rng.uniform(4, 12, n_animals)
    parity = rng.integers(0, 4, n_animals)
    x = np.stack([age_days / 400.0, feed_kg / 12.0, parity / 3.0], axis=1).astype(np.float32)
    adg = 0.6 + 0.4 * x[:, 1] - 0.2 * x[:, 0] + 0.05 * rng.normal(size=n_animals)
    return x, adg.astype(np.float32)


class HerdLoader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.x))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
