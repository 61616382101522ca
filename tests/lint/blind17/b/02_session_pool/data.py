import numpy as np

MAX_SESSION_LEN = 8


def session_batches(num_batches, batch_size, num_items, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        max_len = int(rng.integers(3, 9))
        items = rng.integers(1, num_items, size=(batch_size, max_len))
        lengths = rng.integers(1, max_len + 1, size=(batch_size,))
        padded = np.zeros((batch_size, MAX_SESSION_LEN), dtype=np.int32)
        padded[:, :max_len] = items
        mask = np.arange(MAX_SESSION_LEN)[None, :] < lengths[:, None]
        padded = np.where(mask, padded, 0)
        targets = rng.integers(1, num_items, size=(batch_size,))
        yield padded.astype(np.int32), mask, targets.astype(np.int32)
