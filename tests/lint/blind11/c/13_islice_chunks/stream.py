import itertools

import numpy as np


def read_log_file(rng, n_records):
    for _ in range(n_records):
        yield rng.normal(size=(6,)).astype(np.float32)


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.stack(chunk)
