import numpy as np


class ReanalysisSource:
    def __init__(self, rng):
        self.rng = rng

    def sample(self, n):
        x = self.rng.standard_normal((n, 8)).astype(np.float32)
        y = (x[:, :2].sum(1, keepdims=True) * 0.5).astype(np.float32)
        return x, y


class StationSource:
    def __init__(self, rng):
        self.rng = rng

    def sample(self, n):
        x = self.rng.standard_normal((n, 8)).astype(np.float32)
        y = (x[:, :2].sum(1, keepdims=True) * 0.5 + 0.1).astype(np.float32)
        return [x, y]


def interleave(sources, n_batches, batch_size):
    for i in range(n_batches):
        yield sources[i % len(sources)].sample(batch_size)
