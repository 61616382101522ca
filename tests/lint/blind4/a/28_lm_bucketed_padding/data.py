import bisect

import numpy as np

BUCKETS = (8, 16)
PAD_ID = 0


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    if i == len(BUCKETS):
        raise ValueError(f"sequence of length {n} exceeds largest bucket")
    return BUCKETS[i]


def collate(seqs):
    max_len = bucket_length(max(len(s) for s in seqs))
    tokens = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    lengths = np.zeros(len(seqs), dtype=np.int32)
    for i, s in enumerate(seqs):
        tokens[i, :len(s)] = s
        lengths[i] = len(s)
    return tokens, lengths
