import numpy as np


class ArrayLoader:
    def __init__(self, x, y, batch_size, shuffle=True, drop_last=False, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self._rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.x) // self.batch_size
        return n if self.drop_last or len(self.x) % self.batch_size == 0 else n + 1

    def __iter__(self):
        idx = self._rng.permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for start in range(0, stop, self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.x[sel], self.y[sel]
