from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    x: np.ndarray
    y: np.ndarray


def make_split(rng, n):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x @ np.array([4, -2, 1, 0, 0.5, 3], np.float32) + rng.normal(0, 1, n)).astype(np.float32)
    return x, y


def train_batches(x, y, bs):
    for i in range(0, len(x), bs):
        yield Batch(x[i:i + bs], y[i:i + bs])


def eval_batches(x, y, bs):
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs]
