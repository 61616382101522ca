import numpy as np


def sample_quadratic(rng, dim=6):
    Q = rng.normal(size=(dim, dim))
    A = (Q @ Q.T / dim + 0.1 * np.eye(dim)).astype(np.float32)
    b = rng.normal(size=dim).astype(np.float32)
    return A, b
