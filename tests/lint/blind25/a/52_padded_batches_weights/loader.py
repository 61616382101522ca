import numpy as np


class FieldPlotBatches:
    def __init__(self, x, y, batch_size, shuffle_seed=0):
        self.x, self.y, self.bs = x, y, batch_size
        self.rng = np.random.default_rng(shuffle_seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for start in range(0, len(order), self.bs):
            idx = order[start:start + self.bs]
            n = len(idx)
            xb = np.zeros((self.bs,) + self.x.shape[1:], np.float32)
            yb = np.zeros((self.bs,), np.float32)
            wb = np.zeros((self.bs,), np.float32)
            xb[:n], yb[:n], wb[:n] = self.x[idx], self.y[idx], 1.0
            yield xb, yb, wb
