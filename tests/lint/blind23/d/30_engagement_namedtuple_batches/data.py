from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    clicks: np.ndarray
    minutes: np.ndarray
    label: np.ndarray


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    clicks = rng.poisson(5, size=(n, 14)).astype(np.float32)
    minutes = rng.gamma(2.0, 10.0, size=(n, 14)).astype(np.float32)
    label = (clicks.sum(1) + 0.05 * minutes.sum(1) > 85).astype(np.float32)
    return Batch(clicks, minutes, label)


def minibatches(split, bs):
    n = split.label.shape[0]
    for i in range(0, n, bs):
        yield Batch(*(a[i:i + bs] for a in split))
