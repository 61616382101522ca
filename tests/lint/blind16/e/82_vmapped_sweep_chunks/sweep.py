import itertools

import numpy as np


def grid(lrs=(0.3, 0.1, 0.03, 0.01, 0.003), l2s=(0.0, 1e-3)):
    points = list(itertools.product(lrs, l2s))
    return np.array(points, dtype=np.float32)


def chunks(configs, size):
    for i in range(0, len(configs), size):
        yield i, configs[i:i + size]
