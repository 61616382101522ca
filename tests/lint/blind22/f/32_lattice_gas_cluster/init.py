import numpy as np


def random_filling(L, density, seed=0):
    rng = np.random.default_rng(seed)
    n_particles = int(density * L * L)
    occ = np.zeros(L * L, dtype=np.float32)
    occ[rng.choice(L * L, n_particles, replace=False)] = 1
    return occ.reshape(L, L)
