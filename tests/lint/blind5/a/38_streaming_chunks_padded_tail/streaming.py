from itertools import islice

import numpy as np


def frame_stream(wav, frame_len):
    for start in range(0, len(wav) - frame_len + 1, frame_len):
        yield wav[start:start + frame_len]


def padded_chunks(frames, size):
    """Group frames into fixed-size chunks; the last one is zero-padded and masked."""
    it = iter(frames)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        n = len(chunk)
        block = np.zeros((size, chunk[0].shape[0]), np.float32)
        block[:n] = np.stack(chunk)
        mask = np.arange(size) < n
        yield block, mask
