import itertools

import numpy as np


def parameter_grid():
    betas = np.linspace(0.15, 0.45, 10)
    gammas = np.linspace(0.05, 0.2, 5)
    return np.array(list(itertools.product(betas, gammas)), dtype=np.float32)


def chunks(grid, chunk_size=16):
    n_chunks = -(-len(grid) // chunk_size)
    padded = np.concatenate([grid, np.repeat(grid[-1:], n_chunks * chunk_size - len(grid), axis=0)])
    return list(padded.reshape(n_chunks, chunk_size, grid.shape[1]))
