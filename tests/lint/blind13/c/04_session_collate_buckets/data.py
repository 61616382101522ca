import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (16, 32, 64)


def make_sessions(rng, n, vocab=1000, min_len=3, max_len=60):
    """Synthetic click sessions: lists of item ids, last item is the target."""
    sessions = []
    for _ in range(n):
        length = int(rng.integers(min_len, max_len))
        sessions.append(rng.integers(1, vocab, size=length).tolist())
    return sessions


def bucket_width(n):
    return BUCKETS[min(bisect.bisect_left(BUCKETS, n), len(BUCKETS) - 1)]


def collate(batch):
    inputs = [s[:-1][-BUCKETS[-1]:] for s in batch]
    targets = np.array([s[-1] for s in batch], dtype=np.int32)
    width = bucket_width(max(len(s) for s in inputs))
    tokens = np.full((len(batch), width), PAD_ID, dtype=np.int32)
    for i, s in enumerate(inputs):
        tokens[i, : len(s)] = s
    mask = tokens != PAD_ID
    return tokens, mask, targets


def batches(sessions, batch_size):
    for start in range(0, len(sessions) - batch_size + 1, batch_size):
        yield collate(sessions[start : start + batch_size])
