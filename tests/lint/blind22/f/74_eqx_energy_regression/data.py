import numpy as np


def ising_dataset(n, L, seed):
    rng = np.random.default_rng(seed)
    p = rng.uniform(0.05, 0.5, size=(n, 1, 1))
    spins = np.where(rng.random((n, L, L)) < p, -1.0, 1.0).astype(np.float32)
    e = -(spins * np.roll(spins, 1, 1) + spins * np.roll(spins, 1, 2)).sum(axis=(1, 2)) / (L * L)
    return spins.reshape(n, -1), e.astype(np.float32)
