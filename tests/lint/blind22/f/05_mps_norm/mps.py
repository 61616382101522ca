import numpy as np


def bond_dims(n_sites, chi_max):
    return [min(2 ** b, 2 ** (n_sites - b), chi_max) for b in range(n_sites + 1)]


def random_mps(n_sites, chi_max, seed=0):
    rng = np.random.default_rng(seed)
    dims = bond_dims(n_sites, chi_max)
    tensors = []
    for i in range(n_sites):
        a = rng.normal(size=(dims[i], 2, dims[i + 1])).astype(np.float32)
        tensors.append(a / np.sqrt(dims[i] * 2))
    return tensors
