import numpy as np


def ising_like_configs(n, L, seed=0):
    rng = np.random.default_rng(seed)
    temps = rng.uniform(1.0, 3.5, size=n)
    order = np.clip((2.27 - temps) / 1.3, 0.0, 1.0)
    base = np.where(rng.random((n, 1)) < 0.5, -1.0, 1.0)
    noise = rng.random((n, L * L)) < (0.5 * (1.0 - order))[:, None]
    spins = np.where(noise, -base, base).astype(np.float32)
    labels = (temps < 2.27).astype(np.int32)
    return spins, labels


class Loader:
    def __init__(self, x, y, batch_size, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        perm = self.rng.permutation(len(self.x))
        for start in range(0, len(self.x), self.batch_size):
            idx = perm[start:start + self.batch_size]
            yield self.x[idx], self.y[idx]
