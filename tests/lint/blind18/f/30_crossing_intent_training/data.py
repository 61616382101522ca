import numpy as np


class PedestrianTracks:
    def __init__(self, n=100, hist=10, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, hist, 4)).astype(np.float32)
        self.y = (self.x[:, -1, 2] > 0).astype(np.int32)

    def __len__(self):
        return len(self.x)


def iterate(ds, batch_size, shuffle_seed):
    order = np.random.default_rng(shuffle_seed).permutation(len(ds))
    n_full = len(ds) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield ds.x[idx], ds.y[idx]
