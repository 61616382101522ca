from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    inputs: np.ndarray
    targets: np.ndarray


def train_batches(x, y, bs):
    for s in range(0, len(x), bs):
        yield Batch(x[s:s + bs], y[s:s + bs])


def holdout(x, y):
    return x, y
