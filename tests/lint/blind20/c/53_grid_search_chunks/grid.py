import itertools

import numpy as np


def parameter_grid():
    betas = np.linspace(0.15, 0.45, 10)
    gammas = np.linspace(0.05, 0.2, 5)
    return np.array(list(itertools.product(betas, gammas)), dtype=np.float32)


def chunks(grid, n_workers=6):
    return np.array_split(grid, n_workers)
