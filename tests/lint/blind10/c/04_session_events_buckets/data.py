import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (8, 16, 32, 64)


def synthetic_sessions(n, vocab, rng):
    """Clickstream sessions: lists of item ids of varying length."""
    lengths = rng.integers(3, 40, size=n)
    return [list(rng.integers(1, vocab, size=l)) for l in lengths]


def bucket_length(n):
    i = bisect.bisect_left(BUCKETS, n)
    if i == len(BUCKETS):
        raise ValueError(f"session of length {n} exceeds the largest bucket")
    return BUCKETS[i]


def collate(batch):
    max_len = bucket_length(max(len(s) for s in batch))
    ids = np.full((len(batch), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(batch), max_len), dtype=np.float32)
    for i, s in enumerate(batch):
        ids[i, : len(s)] = s
        mask[i, : len(s)] = 1.0
    return ids, mask


def batches(sessions, batch_size):
    for start in range(0, len(sessions) - batch_size + 1, batch_size):
        yield collate(sessions[start:start + batch_size])
