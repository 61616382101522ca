import itertools

import numpy as np


def read_records(rng, n_records):
    """Stand-in for parsing a sensor log: yields (timestamp, reading) tuples."""
    t = 0.0
    for _ in range(n_records):
        t += rng.exponential(0.1)
        yield t, 20.0 + 2.0 * np.sin(t) + rng.normal(scale=0.3)


def chunks(iterable, size):
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        yield np.asarray(block, dtype=np.float32)
