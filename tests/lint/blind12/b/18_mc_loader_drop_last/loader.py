import numpy as np


class ScenarioLoader:
    """Streams standard normal shocks for a Monte Carlo run in fixed-size batches."""

    def __init__(self, n_paths, n_steps, batch_size, seed=0, drop_last=True):
        self.n_paths = n_paths
        self.n_steps = n_steps
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        if self.drop_last:
            return self.n_paths // self.batch_size
        return -(-self.n_paths // self.batch_size)

    def __iter__(self):
        for start in range(0, self.n_paths, self.batch_size):
            size = min(self.batch_size, self.n_paths - start)
            if size < self.batch_size and self.drop_last:
                return
            yield self.rng.standard_normal((size, self.n_steps)).astype(np.float32)
