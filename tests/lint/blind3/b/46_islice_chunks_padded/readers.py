import itertools

import numpy as np


def read_records(rng, n_records):
    """Stand-in for parsing a sensor log: yields (timestamp, reading) tuples."""
    t = 0.0
    for _ in range(n_records):
        t += rng.exponential(0.1)
        yield t, 20.0 + 2.0 * np.sin(t) + rng.normal(scale=0.3)


def padded_chunks(iterable, size):
    """Fixed-size (size, 2) blocks plus a validity mask; the last block is zero-padded."""
    it = iter(iterable)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        arr = np.zeros((size, 2), dtype=np.float32)
        arr[:len(block)] = block
        mask = np.arange(size) < len(block)
        yield arr, mask
