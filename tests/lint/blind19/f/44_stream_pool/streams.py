import numpy as np


class StreamSource:
    def __init__(self, name, length, dim, seed):
        self.name = name
        self.length = length
        self.rng = np.random.default_rng(seed)
        self.dim = dim
        self.pos = 0

    def done(self):
        return self.pos >= self.length

    def read(self):
        self.pos += 1
        return self.rng.standard_normal(self.dim).astype(np.float32)


def open_streams(dim):
    lengths = {"door": 3, "hall": 5, "yard": 6, "dock": 8}
    return [StreamSource(n, l, dim, i) for i, (n, l) in enumerate(lengths.items())]
