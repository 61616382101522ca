import numpy as np


class WindowLoader:
    def __init__(self, windows, labels, batch_size):
        self.windows = windows
        self.labels = labels
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.windows)
        for start in range(0, n, self.batch_size):
            x = self.windows[start:start + self.batch_size]
            y = self.labels[start:start + self.batch_size]
            valid = np.ones(len(x), np.float32)
            short = self.batch_size - len(x)
            if short:
                x = np.concatenate([x, np.zeros((short,) + x.shape[1:], x.dtype)])
                y = np.concatenate([y, np.zeros(short, y.dtype)])
                valid = np.concatenate([valid, np.zeros(short, np.float32)])
            yield x, y, valid
