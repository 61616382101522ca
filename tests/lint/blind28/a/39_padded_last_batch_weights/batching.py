import numpy as np


class PaddedBatcher:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.batch_size = x, y, batch_size

    def __iter__(self):
        n = len(self.x)
        for s in range(0, n, self.batch_size):
            xb = self.x[s:s + self.batch_size]
            yb = self.y[s:s + self.batch_size]
            k = len(xb)
            w = np.ones(self.batch_size, np.float32)
            if k < self.batch_size:
                pad = self.batch_size - k
                xb = np.concatenate([xb, np.zeros((pad,) + xb.shape[1:], xb.dtype)])
                yb = np.concatenate([yb, np.zeros(pad, yb.dtype)])
                w[k:] = 0.0
            yield xb, yb, w
