import numpy as np

MAX_PASSAGES = 4


def make_document(rng, dim, max_passages=MAX_PASSAGES):
    n = int(rng.integers(1, max_passages + 1))
    passages = np.zeros((max_passages, dim), dtype=np.float32)
    passages[:n] = rng.normal(size=(n, dim))
    valid = np.arange(max_passages) < n
    return passages, valid
