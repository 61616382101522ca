import numpy as np


def binary_disorder(W, L, n_real, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_real):
        yield W * rng.choice([-1, 1], size=L)
