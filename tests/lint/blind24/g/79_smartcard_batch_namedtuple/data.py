from typing import NamedTuple

import numpy as np


class TapBatch(NamedTuple):
    features: np.ndarray
    transferred: np.ndarray


def train_batches(rng, n_batches=6, size=128):
    for _ in range(n_batches):
        x = rng.normal(size=(size, 5)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 2] > 0).astype(np.float32)
        yield TapBatch(x, y)


def holdout(rng, size=128):
    x = rng.normal(size=(size, 5)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 2] > 0).astype(np.float32)
    return x, y
