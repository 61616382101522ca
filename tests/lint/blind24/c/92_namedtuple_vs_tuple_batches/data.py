from typing import NamedTuple
import numpy as np


class Batch(NamedTuple):
    features: np.ndarray
    label: np.ndarray


def train_stream(x, y, bs):
    for i in range(0, len(x), bs):
        yield Batch(x[i:i + bs], y[i:i + bs])


def validation_stream(x, y, bs):
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs]
