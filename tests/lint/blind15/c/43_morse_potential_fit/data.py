import numpy as np


def morse(r, d_e=4.7, a=1.9, r_e=0.74):
    return d_e * (1 - np.exp(-a * (r - r_e))) ** 2


def make_dataset(n=256, seed=0):
    rng = np.random.default_rng(seed)
    r = rng.uniform(0.5, 2.5, size=(n, 1)).astype(np.float32)
    e = (morse(r) + 0.01 * rng.normal(size=r.shape)).astype(np.float32)
    return r, e
