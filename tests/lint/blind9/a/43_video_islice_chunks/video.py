import itertools

import numpy as np


def decode_frames(rng, num_frames, size=8):
    """Stand-in for a video decoder: yields frames one at a time."""
    for _ in range(num_frames):
        yield rng.uniform(size=(size, size, 3)).astype(np.float32)


def chunked(frames, chunk_size):
    it = iter(frames)
    while True:
        chunk = list(itertools.islice(it, chunk_size))
        if not chunk:
            return
        yield np.stack(chunk)
