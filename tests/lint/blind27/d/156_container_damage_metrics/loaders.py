from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    images: np.ndarray
    labels: np.ndarray


def train_loader(rng, n_batches, bs=32):
    for _ in range(n_batches):
        yield {"images": rng.normal(size=(bs, 16)).astype(np.float32), "labels": rng.integers(0, 2, bs).astype(np.float32)}


def val_loader(rng, n_batches, bs=32):
    for _ in range(n_batches):
        yield Batch(rng.normal(size=(bs, 16)).astype(np.float32), rng.integers(0, 2, bs).astype(np.float32))
