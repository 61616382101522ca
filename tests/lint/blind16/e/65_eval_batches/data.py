from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    inputs: np.ndarray
    targets: np.ndarray


def make_split(rng, n, d=8):
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = (x[:, :2].sum(1, keepdims=True) > 0).astype(np.float32)
    return x, t


def train_batches(x, t, batch_size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield Batch(inputs=x[idx], targets=t[idx])


def eval_batches(x, t, batch_size):
    for i in range(0, len(x) - batch_size + 1, batch_size):
        yield x[i:i + batch_size], t[i:i + batch_size]
