from typing import NamedTuple

import numpy as np


class Batch(NamedTuple):
    profiles: np.ndarray   # 1-D intensity profile across the weft
    picks_per_cm: np.ndarray


def _make(rng, n):
    ppc = rng.uniform(18, 40, n).astype(np.float32)
    xs = np.linspace(0, 1, 64, dtype=np.float32)
    prof = np.sin(2 * np.pi * ppc[:, None] * xs[None] / 4) + rng.normal(0, 0.2, (n, 64))
    return prof.astype(np.float32), ppc


def train_batches(rng, n_batches, size=32):
    for _ in range(n_batches):
        yield Batch(*_make(rng, size))


def holdout(rng, size=32):
    return _make(rng, size)
