import numpy as np


class ClientLoader:
    def __init__(self, x, y, batch_size, drop_last=True):
        self.x, self.y = x, y
        self.batch_size, self.drop_last = batch_size, drop_last

    def __iter__(self):
        n = len(self.x)
        stop = n - n % self.batch_size if self.drop_last else n
        for start in range(0, stop, self.batch_size):
            yield self.x[start:start + self.batch_size], self.y[start:start + self.batch_size]


def make_clients(sizes, dim, seed=0):
    rng = np.random.default_rng(seed)
    return [(rng.normal(size=(n, dim)).astype(np.float32), rng.normal(size=(n,)).astype(np.float32))
            for n in sizes]
