import numpy as np


class PatchDataset:
    def __init__(self, hr, patch=16, scale=4, n_patches=100, seed=0):
        self.hr, self.patch, self.scale = hr, patch, scale
        rng = np.random.default_rng(seed)
        t = rng.integers(0, hr.shape[0], n_patches)
        i = rng.integers(0, hr.shape[1] - patch, n_patches)
        j = rng.integers(0, hr.shape[2] - patch, n_patches)
        self.index = list(zip(t, i, j))

    def __len__(self):
        return len(self.index)

    def __getitem__(self, k):
        t, i, j = self.index[k]
        hr = self.hr[t, i:i + self.patch, j:j + self.patch]
        lr = hr.reshape(self.patch // self.scale, self.scale, self.patch // self.scale, self.scale).mean((1, 3))
        return lr.reshape(-1), hr.reshape(-1)


def batched(ds, batch_size, drop_remainder=True):
    order = np.random.default_rng(len(ds)).permutation(len(ds))
    stop = len(ds) - len(ds) % batch_size if drop_remainder else len(ds)
    for s in range(0, stop, batch_size):
        items = [ds[k] for k in order[s:s + batch_size]]
        yield np.stack([a for a, _ in items]), np.stack([b for _, b in items])
