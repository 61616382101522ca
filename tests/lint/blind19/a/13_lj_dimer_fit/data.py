import numpy as np


def lj_energy(r, eps=1.0, sigma=1.0):
    return 4 * eps * ((sigma / r) ** 12 - (sigma / r) ** 6)


def dimer_dataset(n, seed=0):
    rng = np.random.default_rng(seed)
    r = rng.uniform(0.95, 2.5, size=(n, 1)).astype(np.float32)
    e = lj_energy(r).astype(np.float32)
    return r, e


def batches(r, e, batch_size, seed):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(r))
    for s in range(0, len(r) - batch_size + 1, batch_size):
        b = idx[s:s + batch_size]
        yield r[b], e[b]
