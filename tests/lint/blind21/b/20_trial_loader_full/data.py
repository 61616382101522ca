import numpy as np


class EpochLoader:
    def __init__(self, epochs, labels, batch_size=16, shuffle=True, drop_last=True, seed=0):
        self.epochs = epochs
        self.labels = labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        if self.drop_last:
            return len(self.epochs) // self.batch_size
        return -(-len(self.epochs) // self.batch_size)

    def __iter__(self):
        idx = np.arange(len(self.epochs))
        if self.shuffle:
            self.rng.shuffle(idx)
        stop = len(self) * self.batch_size if self.drop_last else len(idx)
        for start in range(0, stop, self.batch_size):
            sel = idx[start : start + self.batch_size]
            yield self.epochs[sel], self.labels[sel]


def load_clean_epochs(n_epochs=80, n_channels=6, n_times=40, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_epochs, n_channels, n_times)).astype(np.float32)
    y = rng.integers(0, 2, size=n_epochs).astype(np.int32)
    x[y == 1, :, 15:25] += 0.8
    x[::8] *= 30.0
    ptp = x.max(axis=(1, 2)) - x.min(axis=(1, 2))
    keep = ptp < 20.0
    return x[keep], y[keep]
