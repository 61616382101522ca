import numpy as np


def synth_fermentations(n_tanks, n_days, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 14.0, n_days, dtype=np.float32)
    mu = rng.uniform(0.3, 0.7, size=(n_tanks, 1)).astype(np.float32)
    s0 = rng.uniform(200.0, 260.0, size=(n_tanks, 1)).astype(np.float32)
    sugar = s0 / (1.0 + np.exp(mu * (t[None, :] - 6.0)))
    sugar += rng.normal(0.0, 2.0, size=sugar.shape).astype(np.float32)
    return t, sugar.astype(np.float32), s0.astype(np.float32)


class TankLoader:
    def __init__(self, sugar, s0, batch_size, shuffle=True, seed=0):
        self.sugar = sugar
        self.s0 = s0
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = np.arange(len(self.sugar))
        if self.shuffle:
            self.rng.shuffle(idx)
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.sugar[sel], self.s0[sel]
