import numpy as np


class PaddedLoader:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.bs = x, y, batch_size

    def __iter__(self):
        n = len(self.x)
        for i in range(0, n, self.bs):
            xb, yb = self.x[i:i + self.bs], self.y[i:i + self.bs]
            k = len(xb)
            if k == self.bs:
                yield xb, yb, None
            else:
                pad = self.bs - k
                xb = np.pad(xb, ((0, pad), (0, 0)))
                yb = np.pad(yb, (0, pad))
                yield xb, yb, (np.arange(self.bs) < k).astype(np.float32)
