import itertools

import numpy as np


def read_clip(rng, n_frames, size=16):
    """Yields frames one by one, like a video decoder would."""
    for _ in range(n_frames):
        yield rng.normal(size=(size, size, 3)).astype(np.float32)


def chunked(iterable, n):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, n))
        if not chunk:
            return
        yield np.stack(chunk)
