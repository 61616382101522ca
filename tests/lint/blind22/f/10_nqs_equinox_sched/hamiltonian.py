import itertools

import numpy as np


def tfim_matrix(n, h):
    dim = 2 ** n
    basis = np.array(list(itertools.product([1, -1], repeat=n)), dtype=np.float32)
    H = np.zeros((dim, dim), dtype=np.float32)
    for i, s in enumerate(basis):
        H[i, i] = -np.sum(s * np.roll(s, -1))
        for q in range(n):
            j = i ^ (1 << (n - 1 - q))
            H[i, j] -= h
    return basis, H
