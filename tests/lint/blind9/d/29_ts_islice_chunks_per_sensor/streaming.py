import itertools

import numpy as np


def sliding_windows(series, width, stride):
    for start in range(0, len(series) - width + 1, stride):
        yield series[start:start + width]


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.stack(chunk)
