import itertools

import numpy as np


def fake_shard(seed, n_records, width=8):
    rng = np.random.default_rng(seed)
    for _ in range(n_records):
        yield rng.normal(size=width).astype(np.float32)


def chunked(records, size):
    """Yields (block, n_valid); the final block is zero-padded up to `size` rows."""
    it = iter(records)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        arr = np.stack(block)
        n = len(arr)
        if n < size:
            arr = np.pad(arr, ((0, size - n), (0, 0)))
        yield arr, n
