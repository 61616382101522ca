import numpy as np


class PatchDataset:
    def __init__(self, n_patches=50, coarse=8, factor=2, seed=0):
        rng = np.random.default_rng(seed)
        self.fine = rng.standard_normal((n_patches, coarse * factor, coarse * factor, 1)).astype(np.float32)
        self.coarse = self.fine.reshape(n_patches, coarse, factor, coarse, factor, 1).mean(axis=(2, 4))

    def __len__(self):
        return len(self.fine)


def batches(ds, batch_size, rng):
    order = rng.permutation(len(ds))
    n_full = len(ds) // batch_size * batch_size
    for start in range(0, n_full, batch_size):
        idx = order[start:start + batch_size]
        yield ds.coarse[idx], ds.fine[idx]
