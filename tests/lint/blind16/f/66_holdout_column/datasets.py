import numpy as np


class RowDataset:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def batched(ds, batch_size):
    for i in range(0, len(ds) - batch_size + 1, batch_size):
        rows = [ds[j] for j in range(i, i + batch_size)]
        yield np.stack([r[0] for r in rows]), np.stack([r[1] for r in rows])


def holdout_batches(x, targets, batch_size, target_col=0):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield x[i:i + batch_size], targets[i:i + batch_size, target_col]
