import numpy as np


def click_batches(rng, n_batches, size=128, n_users=20, n_items=15):
    for _ in range(n_batches):
        users = rng.integers(0, n_users, size)
        items = rng.integers(0, n_items, size)
        yield np.stack([users, items], axis=1).astype(np.int32)


def dedup_clicks(batch):
    return np.unique(batch, axis=0)
