import itertools

import numpy as np


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.stack(chunk)


def sensor_streams(rng, lengths, dim=3):
    for sensor_id, n in enumerate(lengths):
        drift = rng.normal(scale=0.5, size=dim)
        yield sensor_id, (rng.normal(size=(n, dim)) + drift).astype(np.float32)
