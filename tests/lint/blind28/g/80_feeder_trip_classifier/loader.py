import numpy as np


def train_batches(X, y, bs, rng):
    perm = rng.permutation(len(X))
    for s in range(0, len(X) - bs + 1, bs):
        yield X[perm[s:s + bs]], y[perm[s:s + bs]]


def eval_batches(X, y, bs):
    for s in range(0, len(X), bs):
        yield X[s:s + bs], y[s:s + bs]
