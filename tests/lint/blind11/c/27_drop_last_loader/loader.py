import numpy as np


class ShardLoader:
    def __init__(self, data, batch_size, drop_last=True, seed=0):
        self.data = data
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        perm = self.rng.permutation(len(self.data))
        stop = len(perm) - len(perm) % self.batch_size if self.drop_last else len(perm)
        for i in range(0, stop, self.batch_size):
            yield self.data[perm[i: i + self.batch_size]]
