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
    for start in range(0, len(ds), batch_size):
        idx = order[start:start + batch_size]
        yield ds.x[idx], ds.y[idx]
