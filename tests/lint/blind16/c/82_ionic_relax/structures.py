import numpy as np


def rock_salt(n_side, a=1.0, jitter=0.05, temperature=0.01, seed=0):
    rng = np.random.default_rng(seed)
    idx = np.arange(n_side)
    grid = np.stack(np.meshgrid(idx, idx, idx, indexing="ij"), -1).reshape(-1, 3)
    charges = np.where(grid.sum(-1) % 2 == 0, 1.0, -1.0)
    pos = (grid * a + jitter * rng.standard_normal(grid.shape)).astype(np.float64)
    vel = np.sqrt(temperature) * rng.standard_normal(grid.shape)
    return pos, vel, charges
