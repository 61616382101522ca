import numpy as np


def bond_dims(n_sites, chi_max):
    return [min(2 ** b, 2 ** (n_sites - b), chi_max) for b in range(n_sites + 1)]


def random_mps(n_sites, chi_max, seed=0):
    rng = np.random.default_rng(seed)
    dims = bond_dims(n_sites, chi_max)
    stacked = np.zeros((n_sites, chi_max, 2, chi_max), dtype=np.float32)
    for i in range(n_sites):
        a = rng.normal(size=(dims[i], 2, dims[i + 1])).astype(np.float32)
        stacked[i, :dims[i], :, :dims[i + 1]] = a / np.sqrt(dims[i] * 2)
    return stacked
