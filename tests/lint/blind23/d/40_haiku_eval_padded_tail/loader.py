import numpy as np


class EvalLoader:
    def __init__(self, x, y, batch_size):
        self.x, self.y, self.bs = x, y, batch_size

    def __iter__(self):
        n = len(self.x)
        for i in range(0, n, self.bs):
            xb, yb = self.x[i:i + self.bs], self.y[i:i + self.bs]
            valid = np.ones(len(xb), np.float32)
            short = self.bs - len(xb)
            if short:
                xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
                yb = np.concatenate([yb, np.zeros(short, yb.dtype)])
                valid = np.concatenate([valid, np.zeros(short, np.float32)])
            yield xb, yb, valid
