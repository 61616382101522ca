import numpy as np

MAX_ANIMALS = 128


def herd_serology(n, seed):
    rng = np.random.default_rng(seed)
    titer = np.zeros(MAX_ANIMALS, np.float32)
    observed = np.zeros(MAX_ANIMALS, bool)
    titer[:n] = rng.normal(6.5, 1.5, size=n)
    observed[:n] = True
    return titer, observed
