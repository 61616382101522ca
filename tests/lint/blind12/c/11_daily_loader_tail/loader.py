import numpy as np


class ArrayLoader:
    def __init__(self, *arrays, batch_size=32, shuffle=True, seed=0):
        self.arrays = arrays
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.arrays[0]) // self.batch_size)

    def __iter__(self):
        n = len(self.arrays[0])
        order = self.rng.permutation(n) if self.shuffle else np.arange(n)
        for start in range(0, n, self.batch_size):
            idx = order[start:start + self.batch_size]
            yield tuple(a[idx] for a in self.arrays)
