import numpy as np


class ClientLoader:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.batch_size = x, y, batch_size

    def __iter__(self):
        for start in range(0, len(self.x), self.batch_size):
            yield self.x[start:start + self.batch_size], self.y[start:start + self.batch_size]


def make_clients(sizes, dim, seed=0):
    rng = np.random.default_rng(seed)
    return [(rng.normal(size=(n, dim)).astype(np.float32), rng.normal(size=(n,)).astype(np.float32))
            for n in sizes]
