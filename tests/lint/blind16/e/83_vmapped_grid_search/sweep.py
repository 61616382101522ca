import itertools

import numpy as np


def grid(lrs=(0.3, 0.1, 0.03, 0.01, 0.003), l2s=(0.0, 1e-3)):
    points = list(itertools.product(lrs, l2s))
    return np.array(points, dtype=np.float32)


def chunks(configs, size):
    """Yield chunks of `size` rows; the last one is padded by repeating its final row."""
    for i in range(0, len(configs), size):
        chunk = configs[i:i + size]
        n_real = len(chunk)
        if n_real < size:
            chunk = np.concatenate([chunk, np.repeat(chunk[-1:], size - n_real, axis=0)])
        yield i, chunk, n_real
