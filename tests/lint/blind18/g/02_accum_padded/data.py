import numpy as np


class ArrayLoader:
    """Minimal torch-style DataLoader over in-memory arrays."""

    def __init__(self, x, y, batch_size, shuffle=True, seed=0):
        self.x = x
        self.y = y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return (len(self.x) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        idx = np.arange(len(self.x))
        if self.shuffle:
            self.rng.shuffle(idx)
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            pad = self.batch_size - len(sel)
            weight = np.ones(self.batch_size, np.float32)
            if pad:
                weight[len(sel):] = 0.0
                sel = np.concatenate([sel, np.zeros(pad, dtype=sel.dtype)])
            yield {"x": self.x[sel], "y": self.y[sel], "w": weight}


def make_regression(n=200, d=8, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d, 1)).astype(np.float32)
    y = x @ w + 0.1 * rng.normal(size=(n, 1)).astype(np.float32)
    return x, y
