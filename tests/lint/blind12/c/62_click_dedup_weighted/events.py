import numpy as np


def click_batches(rng, n_batches, size=128, n_users=20, n_items=15):
    for _ in range(n_batches):
        users = rng.integers(0, n_users, size)
        items = rng.integers(0, n_items, size)
        yield np.stack([users, items], axis=1).astype(np.int32)


def dedup_weights(batch):
    """1.0 for the first occurrence of each (user, item) pair, 0.0 for repeats."""
    _, first = np.unique(batch, axis=0, return_index=True)
    w = np.zeros(len(batch), np.float32)
    w[first] = 1.0
    return w
