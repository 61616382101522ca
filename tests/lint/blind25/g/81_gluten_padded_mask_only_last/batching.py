from typing import Optional

import numpy as np
from flax import struct


@struct.dataclass
class Batch:
    x: np.ndarray
    y: np.ndarray
    mask: Optional[np.ndarray] = None


def iterate(x, y, batch_size):
    n = len(x)
    for start in range(0, n, batch_size):
        xb, yb = x[start:start + batch_size], y[start:start + batch_size]
        if len(xb) == batch_size:
            yield Batch(xb, yb)
        else:
            pad = batch_size - len(xb)
            mask = np.concatenate([np.ones(len(xb)), np.zeros(pad)]).astype(np.float32)
            yield Batch(np.pad(xb, ((0, pad), (0, 0))), np.pad(yb, (0, pad)), mask)
