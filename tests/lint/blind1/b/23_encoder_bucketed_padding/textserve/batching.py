import bisect

import numpy as np

from .tokenizer import PAD_ID, tokenize

LENGTH_BUCKETS = (32, 64, 128)


def bucket_for(n):
    i = bisect.bisect_left(LENGTH_BUCKETS, n)
    if i == len(LENGTH_BUCKETS):
        raise ValueError(f"sequence of {n} tokens exceeds the largest bucket")
    return LENGTH_BUCKETS[i]


def collate(texts):
    seqs = [tokenize(t) for t in texts]
    max_len = bucket_for(max(len(s) for s in seqs))
    ids = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(seqs), max_len), dtype=np.float32)
    for i, s in enumerate(seqs):
        ids[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return ids, mask
