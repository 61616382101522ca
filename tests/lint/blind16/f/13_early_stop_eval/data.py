import numpy as np


class ArrayLoader:
    def __init__(self, x, y, batch_size, shuffle=False, drop_last=False, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = np.arange(len(self.x))
        if self.shuffle:
            self.rng.shuffle(idx)
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for i in range(0, stop, self.batch_size):
            j = idx[i:i + self.batch_size]
            yield self.x[j], self.y[j]


def make_split(n_train=512, n_val=200, d=24, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_train + n_val, d)).astype(np.float32)
    y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2] > 0).astype(np.int32)
    return (x[:n_train], y[:n_train]), (x[n_train:], y[n_train:])
