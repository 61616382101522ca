import itertools

import numpy as np


def decode_frames(rng, num_frames, size=8):
    """Stand-in for a video decoder: yields frames one at a time."""
    for _ in range(num_frames):
        yield rng.uniform(size=(size, size, 3)).astype(np.float32)


def chunked(frames, chunk_size):
    """Yield (chunk, n_valid); the last chunk is padded by repeating its final frame."""
    it = iter(frames)
    while True:
        chunk = list(itertools.islice(it, chunk_size))
        if not chunk:
            return
        n_valid = len(chunk)
        chunk += [chunk[-1]] * (chunk_size - n_valid)
        yield np.stack(chunk), n_valid
