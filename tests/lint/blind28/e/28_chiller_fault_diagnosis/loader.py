import numpy as np


class PaddedBatcher:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.batch_size = x, y, batch_size

    def __iter__(self):
        n = len(self.x)
        for start in range(0, n, self.batch_size):
            xb = self.x[start:start + self.batch_size]
            yb = self.y[start:start + self.batch_size]
            w = np.ones(len(xb), np.float32)
            short = self.batch_size - len(xb)
            if short:
                xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
                yb = np.concatenate([yb, np.zeros(short, yb.dtype)])
                w = np.concatenate([w, np.zeros(short, np.float32)])
            yield xb, yb, w
