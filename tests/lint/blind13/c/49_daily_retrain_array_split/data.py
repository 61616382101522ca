import math

import numpy as np


def daily_log(rng, day, num_features=10):
    n = 200 + 37 * day + int(rng.integers(0, 20))
    x = rng.normal(size=(n, num_features)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 1] + rng.normal(scale=0.5, size=n) > 0).astype(np.float32)
    return x, y


def shuffled_batches(rng, n, batch_size):
    perm = rng.permutation(n)
    return np.array_split(perm, math.ceil(n / batch_size))
