import numpy as np


class ArrayLoader:
    def __init__(self, x, y, batch_size, shuffle=False, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = np.arange(len(self.x))
        if self.shuffle:
            self.rng.shuffle(idx)
        for i in range(0, len(idx), self.batch_size):
            j = idx[i:i + self.batch_size]
            valid = np.ones(self.batch_size, np.float32)
            if len(j) < self.batch_size:
                valid[len(j):] = 0.0
                j = np.concatenate([j, np.zeros(self.batch_size - len(j), j.dtype)])
            yield self.x[j], self.y[j], valid


def make_split(n_train=512, n_val=200, d=24, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_train + n_val, d)).astype(np.float32)
    y = (np.sin(x[:, 0]) + x[:, 1] * x[:, 2] > 0).astype(np.int32)
    return (x[:n_train], y[:n_train]), (x[n_train:], y[n_train:])
