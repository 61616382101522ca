import numpy as np


def review_batch(rng, n=32, L=30):
    lens = rng.integers(3, L + 1, n)
    tokens = rng.integers(1, 500, (n, L)).astype(np.int32)
    mask = np.arange(L)[None, :] < lens[:, None]
    tokens[~mask] = 0
    return tokens, mask


def holdout_batch(rng, n=32, L=30):
    tokens, mask = review_batch(rng, n, L)
    return tokens, mask.astype(np.float32)
