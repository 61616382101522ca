import numpy as np


def make_document(rng, dim, max_passages=4):
    n = int(rng.integers(1, max_passages + 1))
    return [rng.normal(size=(dim,)).astype(np.float32) for _ in range(n)]
