import bisect

import numpy as np

BUCKETS = (32, 64, 128)
NUC = "ACGU"


def bucket_length(n):
    return BUCKETS[bisect.bisect_left(BUCKETS, n)]


def encode_batch(seqs):
    width = bucket_length(max(len(s) for s in seqs))
    tokens = np.zeros((len(seqs), width), np.int32)
    mask = np.zeros((len(seqs), width), np.float32)
    for i, s in enumerate(seqs):
        tokens[i, : len(s)] = [NUC.index(c) for c in s]
        mask[i, : len(s)] = 1.0
    return tokens, mask
