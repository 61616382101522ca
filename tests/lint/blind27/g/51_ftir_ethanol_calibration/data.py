import numpy as np


class SpectraDataset:
    """FTIR spectra of finished wines with lab-measured ethanol (% v/v)."""

    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.ethanol = rng.uniform(10.5, 15.5, n).astype(np.float32)
        wn = np.linspace(0, 1, 200)
        peak = np.exp(-((wn - 0.45) / 0.03) ** 2)
        self.x = (self.ethanol[:, None] / 15.0 * peak + rng.normal(0, 0.01, (n, 200))).astype(np.float32)

    def __len__(self):
        return len(self.x)


def iterate(ds, batch_size, shuffle=False, drop_last=False, seed=0):
    idx = np.arange(len(ds))
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    stop = len(ds) - (len(ds) % batch_size) if drop_last else len(ds)
    for s in range(0, stop, batch_size):
        sel = idx[s:s + batch_size]
        yield ds.x[sel], ds.ethanol[sel]
