import itertools

import numpy as np


def read_clip(rng, n_frames, size=16):
    """Yields frames one by one, like a video decoder would."""
    for _ in range(n_frames):
        yield rng.normal(size=(size, size, 3)).astype(np.float32)


def chunked(iterable, n):
    """Fixed-size chunks; the last one is zero-padded and `valid` says how many frames are real."""
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, n))
        if not chunk:
            return
        valid = len(chunk)
        chunk.extend([np.zeros_like(chunk[0])] * (n - valid))
        yield np.stack(chunk), valid
