import numpy as np


class GlaucomaFundusDataset:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, 28, 28, 3)).astype(np.float32)
        self.y = (self.x[:, 10:18, 10:18, 0].mean((1, 2)) > 0).astype(np.int32)

    def __len__(self):
        return len(self.x)


class DataLoader:
    def __init__(self, ds, batch_size, shuffle=True, drop_last=True, seed=0):
        self.ds = ds
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.ds)
        idx = self.rng.permutation(n) if self.shuffle else np.arange(n)
        stop = n - n % self.batch_size if self.drop_last else n
        for s in range(0, stop, self.batch_size):
            b = idx[s:s + self.batch_size]
            yield self.ds.x[b], self.ds.y[b]
