import numpy as np


class StreamflowWindows:
    def __init__(self, n_samples=230, lookback=21, n_features=4, seed=0, drop_last=True):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n_samples, lookback, n_features)).astype(np.float32)
        w = rng.normal(size=(n_features,)).astype(np.float32)
        self.y = (np.tanh(self.x[:, -7:, :] @ w).mean(axis=1) + 1.0).astype(np.float32)
        self.drop_last = drop_last

    def batches(self, batch_size, epoch):
        order = np.random.default_rng(epoch).permutation(len(self.x))
        stop = len(order) - len(order) % batch_size if self.drop_last else len(order)
        for i in range(0, stop, batch_size):
            idx = order[i:i + batch_size]
            yield self.x[idx], self.y[idx]
