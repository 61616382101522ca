import numpy as np


class TickBatchLoader:
    """Iterates one session's tick features in fixed-size batches."""

    def __init__(self, features, batch_size=64):
        self.features = features
        self.batch_size = batch_size

    def __len__(self):
        return -(-len(self.features) // self.batch_size)

    def __iter__(self):
        for start in range(0, len(self.features), self.batch_size):
            yield self.features[start : start + self.batch_size]


def load_session(day, seed=100):
    rng = np.random.default_rng(seed + day)
    n_ticks = int(rng.integers(300, 420))
    spread = np.abs(rng.normal(0.02, 0.005, n_ticks))
    size = rng.lognormal(3.0, 1.0, n_ticks)
    ret = rng.normal(0, 1e-4, n_ticks)
    return np.stack([spread, np.log(size), ret * 1e4], axis=1).astype(np.float32)
