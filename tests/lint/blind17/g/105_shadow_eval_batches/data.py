from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    x: np.ndarray
    y: np.ndarray


def traffic_batches(rng, n, size=32, dim=5):
    for _ in range(n):
        x = rng.normal(size=(size, dim)).astype(np.float32)
        yield Batch(x, (x.sum(-1) > 0).astype(np.float32))
