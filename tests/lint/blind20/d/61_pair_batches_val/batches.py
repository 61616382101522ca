from typing import NamedTuple

import numpy as np


class PairBatch(NamedTuple):
    queries: np.ndarray
    docs: np.ndarray


def train_batches(rng, n, size, dim):
    for _ in range(n):
        q = rng.normal(size=(size, dim)).astype(np.float32)
        yield PairBatch(q, q + 0.1 * rng.normal(size=q.shape).astype(np.float32))


def eval_batch(rng, size, dim):
    q = rng.normal(size=(size, dim)).astype(np.float32)
    return PairBatch(q, q + 0.1 * rng.normal(size=q.shape).astype(np.float32))
