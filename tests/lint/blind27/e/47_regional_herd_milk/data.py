import numpy as np

CAPACITY = 64


def herd_matrix(herd_sizes, seed=47):
    rng = np.random.default_rng(seed)
    n = len(herd_sizes)
    milk = np.zeros((n, CAPACITY), np.float32)
    mask = np.zeros((n, CAPACITY), np.float32)
    for i, size in enumerate(herd_sizes):
        milk[i, :size] = rng.normal(28, 5, size=size)
        mask[i, :size] = 1.0
    return milk, mask
