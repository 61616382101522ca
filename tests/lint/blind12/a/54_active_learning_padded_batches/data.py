import numpy as np


def make_ner_pool(n=60, seq=12, vocab=80, n_tags=5, seed=0):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(1, vocab, size=(n, seq)).astype(np.int32)
    tags = (tokens % n_tags).astype(np.int32)
    return tokens, tags


def minibatches(indices, batch_size, rng):
    """Yield (idx, weight) with idx always of length batch_size; padding rows get weight 0."""
    perm = rng.permutation(indices)
    for start in range(0, len(perm), batch_size):
        idx = perm[start:start + batch_size]
        weight = np.ones(batch_size, dtype=np.float32)
        if len(idx) < batch_size:
            weight[len(idx):] = 0.0
            idx = np.concatenate([idx, np.full(batch_size - len(idx), idx[0])])
        yield idx, weight
