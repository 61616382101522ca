import numpy as np


class PatchDataset:
    """Page patches with a layout class (text, title, figure, table, list)."""

    def __init__(self, n, patch=12, seed=0):
        rng = np.random.default_rng(seed)
        self.patches = rng.random((n, patch, patch, 1)).astype(np.float32)
        self.labels = rng.integers(0, 5, size=n).astype(np.int32)

    def __len__(self):
        return len(self.labels)


def iterate(dataset, batch_size, shuffle_seed):
    order = np.random.default_rng(shuffle_seed).permutation(len(dataset))
    n_full = len(dataset) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield dataset.patches[idx], dataset.labels[idx]
