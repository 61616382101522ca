import itertools

import numpy as np


def fake_shard(seed, n_records, width=8):
    rng = np.random.default_rng(seed)
    for _ in range(n_records):
        yield rng.normal(size=width).astype(np.float32)


def chunked(records, size):
    it = iter(records)
    while True:
        block = list(itertools.islice(it, size))
        if not block:
            return
        yield np.stack(block)
