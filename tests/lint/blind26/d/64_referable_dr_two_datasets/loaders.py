import numpy as np


def messidor_like(rng, n=16):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32)
    return x, y


def aptos_like(rng, n=16):
    x = rng.normal(size=(n, 20)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32).reshape(-1, 1)  # read from a one-column CSV
    return x, y


def combined(seed=0):
    rng = np.random.default_rng(seed)
    for i in range(6):
        yield messidor_like(rng) if i % 2 == 0 else aptos_like(rng)
