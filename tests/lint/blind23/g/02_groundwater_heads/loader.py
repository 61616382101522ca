import numpy as np


class WellLoader:
    """Shuffled batches of well hydrographs with per-well weights."""

    def __init__(self, heads, recharge, batch_size, seed=0):
        self.heads = heads
        self.recharge = recharge
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.heads)
        order = self.rng.permutation(n)
        for start in range(0, n, self.batch_size):
            sel = order[start:start + self.batch_size]
            h = self.heads[sel]
            r = self.recharge[sel]
            mask = np.ones(len(sel), np.float32)
            short = self.batch_size - len(sel)
            if short:
                h = np.concatenate([h, np.zeros((short,) + h.shape[1:], h.dtype)])
                r = np.concatenate([r, np.zeros((short,) + r.shape[1:], r.dtype)])
                mask = np.concatenate([mask, np.zeros(short, np.float32)])
            yield h, r, mask


def make_wells(n_wells=45, n_months=24, seed=3):
    rng = np.random.default_rng(seed)
    recharge = rng.gamma(1.5, 10.0, size=(n_wells, n_months)).astype(np.float32)
    sy = rng.uniform(0.05, 0.25, size=(n_wells, 1)).astype(np.float32)
    heads = np.cumsum(recharge / 1000.0 / sy - 0.04, axis=1).astype(np.float32)
    return heads, recharge
