import numpy as np


class ArrayLoader:
    def __init__(self, x, y, batch_size, shuffle=True, drop_last=False, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.x) // self.batch_size
        if not self.drop_last and len(self.x) % self.batch_size:
            n += 1
        return n

    def __iter__(self):
        order = self.rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        stop = len(order) - len(order) % self.batch_size if self.drop_last else len(order)
        for start in range(0, stop, self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.x[idx], self.y[idx]
