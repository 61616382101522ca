import itertools

import numpy as np


def click_log(day, rng):
    n_events = {0: 45, 1: 38, 2: 51}[day]
    for _ in range(n_events):
        x = rng.normal(size=4).astype(np.float32)
        yield x, float(rng.random() < 0.3)


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        xs, ys = zip(*chunk)
        yield np.stack(xs), np.asarray(ys, dtype=np.float32)
