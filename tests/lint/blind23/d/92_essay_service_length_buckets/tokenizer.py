import zlib

import numpy as np

BUCKETS = (16, 64)
PAD_ID = 0


def encode(text, vocab=1000):
    ids = [1 + zlib.crc32(w.lower().encode()) % (vocab - 1) for w in text.split()][:BUCKETS[-1]]
    size = next(b for b in BUCKETS if len(ids) <= b)
    out = np.full(size, PAD_ID, np.int32)
    out[:len(ids)] = ids
    return out
