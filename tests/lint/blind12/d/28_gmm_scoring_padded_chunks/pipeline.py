import itertools

import numpy as np


def chunked(iterable, size):
    """Yield (block, n_valid); the last block is zero-padded up to `size` rows."""
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        block = np.stack(chunk)
        n_valid = len(chunk)
        if n_valid < size:
            pad = np.zeros((size - n_valid,) + block.shape[1:], block.dtype)
            block = np.concatenate([block, pad])
        yield block, n_valid


def sensor_streams(rng, lengths, dim=3):
    for sensor_id, n in enumerate(lengths):
        drift = rng.normal(scale=0.5, size=dim)
        yield sensor_id, (rng.normal(size=(n, dim)) + drift).astype(np.float32)
