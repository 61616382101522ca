import numpy as np


def triplets(seed, n_spk=8, dim=20, n=64):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(n_spk, dim))
    s = rng.integers(0, n_spk, n)
    other = (s + rng.integers(1, n_spk, n)) % n_spk
    noise = lambda: rng.normal(scale=0.7, size=(n, dim))
    return [(centers[s] + noise()).astype(np.float32),
            (centers[s] + noise()).astype(np.float32),
            (centers[other] + noise()).astype(np.float32)]
