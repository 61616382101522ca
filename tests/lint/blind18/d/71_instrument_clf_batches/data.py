from typing import NamedTuple

import numpy as np

N_CLASSES, LEN, BATCH = 5, 1024, 8


class Batch(NamedTuple):
    audio: np.ndarray
    label: np.ndarray


def _sample(rng):
    label = rng.integers(0, N_CLASSES, BATCH).astype(np.int32)
    t = np.arange(LEN)
    audio = np.sin(0.02 * (label[:, None] + 1) * t[None, :]).astype(np.float32)
    audio += 0.1 * rng.standard_normal(audio.shape).astype(np.float32)
    return audio, label


def train_batches(rng, n):
    for _ in range(n):
        yield Batch(*_sample(rng))


def eval_batches(rng, n):
    return [_sample(rng) for _ in range(n)]
