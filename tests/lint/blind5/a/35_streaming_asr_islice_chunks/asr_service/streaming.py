from itertools import islice

import numpy as np


def frame_stream(wav, frame_len=160):
    for start in range(0, len(wav) - frame_len + 1, frame_len):
        yield wav[start:start + frame_len]


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        yield np.stack(chunk)
