import numpy as np

SEQ, VOCAB = 10, 60


def make_pairs(rng, n):
    a = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    b = a.copy()
    flip = rng.random(n) < 0.5
    b[flip] = rng.integers(1, VOCAB, size=(int(flip.sum()), SEQ))
    return a, b, (~flip).astype(np.int32)


def epoch_batches(rng, n_examples, num_batches):
    order = rng.permutation(n_examples)
    return np.array_split(order, num_batches)
