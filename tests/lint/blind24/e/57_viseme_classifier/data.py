from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    mouth: np.ndarray
    label: np.ndarray


def make_split(rng, n_batches, bs=16):
    out = []
    for _ in range(n_batches):
        label = rng.integers(0, 4, bs).astype(np.int32)
        mouth = rng.standard_normal((bs, 12)).astype(np.float32) + label[:, None] * 0.5
        out.append(Batch(mouth, label))
    return out


def validation_batches(rng, n_batches, bs=16):
    for b in make_split(rng, n_batches, bs):
        yield tuple(b)
