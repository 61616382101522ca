import numpy as np

N_ITEMS = 120
N_FOLDS = 5


def enrichment_signatures(seed=1):
    """186 keV peak ratio features of UF6 cylinders; target: declared enrichment (wt%)."""
    rng = np.random.default_rng(seed)
    enr = rng.uniform(0.7, 5.0, N_ITEMS)
    wall = rng.uniform(1.2, 1.6, N_ITEMS)
    f186 = enr * np.exp(-1.1 * wall) * rng.normal(1, 0.02, N_ITEMS)
    f1001 = (100 - enr) * 0.01 * rng.normal(1, 0.03, N_ITEMS)
    x = np.stack([f186, f1001, wall, np.ones(N_ITEMS)], 1).astype(np.float32)
    return x, enr.astype(np.float32)


def folds(n):
    perm = np.random.default_rng(0).permutation(n)
    return np.array_split(perm, N_FOLDS)
