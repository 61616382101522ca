import bisect

import numpy as np

PAD_ID = 0
BUCKETS = (16, 32, 64)


def synthetic_histories(rng, n_users, n_items, max_len=60):
    lengths = np.minimum(rng.geometric(0.08, size=n_users) + 2, max_len)
    return [rng.integers(1, n_items, size=n).tolist() for n in lengths]


def bucket_width(n):
    i = bisect.bisect_left(BUCKETS, n)
    return BUCKETS[min(i, len(BUCKETS) - 1)]


def collate(histories):
    width = bucket_width(max(len(h) for h in histories))
    ids = np.full((len(histories), width), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(histories), width), dtype=np.float32)
    for i, h in enumerate(histories):
        h = h[-width:]
        ids[i, : len(h)] = h
        mask[i, : len(h)] = 1.0
    return ids, mask
