from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    x: np.ndarray
    y: np.ndarray


def train_batches(x, y, size):
    for s in range(0, len(x) - size + 1, size):
        yield Batch(x[s:s + size], y[s:s + size])


def eval_batches(x, y, size):
    for s in range(0, len(x) - size + 1, size):
        yield {"x": x[s:s + size], "y": y[s:s + size]}
