from typing import NamedTuple
import numpy as np


class Example(NamedTuple):
    feats: np.ndarray
    label: np.ndarray


def train_batches(rng, n=6, bs=32, dim=14):
    for _ in range(n):
        x = rng.normal(size=(bs, dim)).astype(np.float32)
        yield Example(x, (x[:, 1] > 0).astype(np.float32))


def heldout_batch(rng, bs=32, dim=14):
    x = rng.normal(size=(bs, dim)).astype(np.float32)
    return x, (x[:, 1] > 0).astype(np.float32)
