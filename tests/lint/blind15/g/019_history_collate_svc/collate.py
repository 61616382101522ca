import numpy as np

PAD_ID = 0
BUCKETS = (8, 16, 32, 64)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def collate(histories, targets):
    max_len = bucket_length(max(len(h) for h in histories))
    ids = np.full((len(histories), max_len), PAD_ID, dtype=np.int32)
    for row, h in enumerate(histories):
        h = h[-max_len:]
        ids[row, : len(h)] = h
    return ids, np.asarray(targets, dtype=np.int32)
