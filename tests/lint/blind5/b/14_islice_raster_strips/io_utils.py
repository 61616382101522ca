import itertools

import numpy as np


def scene_rows(height, width, seed):
    rng = np.random.default_rng(seed)
    base = rng.random(width).astype(np.float32)
    for r in range(height):
        yield base + 0.01 * r + 0.05 * rng.random(width).astype(np.float32)


def strips(row_iter, rows_per_strip):
    while True:
        chunk = list(itertools.islice(row_iter, rows_per_strip))
        if not chunk:
            return
        yield np.stack(chunk)
