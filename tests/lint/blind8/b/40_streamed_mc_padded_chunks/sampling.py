import itertools

import numpy as np


def halton(index, base):
    f, r = 1.0, 0.0
    while index > 0:
        f /= base
        r += f * (index % base)
        index //= base
    return r


def quasi_random_points(n, dim=3, bases=(2, 3, 5)):
    for i in range(1, n + 1):
        yield [halton(i, b) for b in bases[:dim]]


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        n_valid = len(chunk)
        points = np.zeros((size, len(chunk[0])), dtype=np.float32)
        points[:n_valid] = chunk
        yield points, n_valid
