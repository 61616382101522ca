import numpy as np


def make_ner_pool(n=60, seq=12, vocab=80, n_tags=5, seed=0):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(1, vocab, size=(n, seq)).astype(np.int32)
    tags = (tokens % n_tags).astype(np.int32)
    return tokens, tags


def minibatches(indices, batch_size, rng):
    perm = rng.permutation(indices)
    for start in range(0, len(perm), batch_size):
        yield perm[start:start + batch_size]
