import numpy as np

LENGTH_BUCKETS = (4, 8)


def bucket_for(length):
    return next(b for b in LENGTH_BUCKETS if b >= length)


def session_batches(num_batches, batch_size, num_items, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        max_len = int(rng.integers(3, 9))
        width = bucket_for(max_len)
        items = np.zeros((batch_size, width), np.int32)
        items[:, :max_len] = rng.integers(1, num_items, size=(batch_size, max_len))
        lengths = rng.integers(1, max_len + 1, size=(batch_size,))
        mask = np.arange(width)[None, :] < lengths[:, None]
        items = np.where(mask, items, 0)
        targets = rng.integers(1, num_items, size=(batch_size,))
        yield items.astype(np.int32), mask, targets.astype(np.int32)
