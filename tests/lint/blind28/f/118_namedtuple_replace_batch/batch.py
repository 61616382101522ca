from typing import NamedTuple

import numpy as np


class SignBatch(NamedTuple):
    keypoints: np.ndarray
    labels: np.ndarray


def validation_batches(rng, n=4):
    for _ in range(n):
        yield SignBatch(rng.normal(size=(16, 20, 42)).astype(np.float32), rng.integers(0, 12, 16).astype(np.int32))


def holdout_batch(rng):
    kp = rng.normal(size=(16, 20, 42)).astype(np.float32)
    y = rng.integers(0, 12, 16).astype(np.int32)
    return SignBatch(kp, y)


def mirror(batch):
    kp = batch.keypoints.copy()
    kp[..., 0::3] *= -1
    return batch._replace(keypoints=kp)
