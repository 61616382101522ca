from typing import NamedTuple

import numpy as np


class LineBatch(NamedTuple):
    images: np.ndarray
    labels: np.ndarray


def training_batches(rng, n=4):
    for _ in range(n):
        yield LineBatch(rng.random((8, 12, 40)).astype(np.float32), rng.integers(0, 25, 8).astype(np.int32))


def held_out(rng):
    images = rng.random((8, 12, 40)).astype(np.float32)
    labels = rng.integers(0, 25, 8).astype(np.int32)
    return LineBatch(*(images, labels))
