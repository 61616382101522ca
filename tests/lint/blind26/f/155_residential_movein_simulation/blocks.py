import numpy as np

def block_vacancies(n_blocks, seed=0):
    rng = np.random.default_rng(seed)
    return rng.integers(3, 9, n_blocks)
