import itertools

import numpy as np


def click_stream(n_users, n_items, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        yield int(rng.integers(n_users)), int(rng.integers(n_items)), float(rng.random() < 0.3)


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk


def batch_size_schedule(epoch, base=16, growth=8, cap=128):
    return min(base + growth * epoch, cap)
