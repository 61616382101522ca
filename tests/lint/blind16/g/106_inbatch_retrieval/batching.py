import numpy as np


def interaction_batches(rng, n_users, n_items, batch_size, n_batches):
    popularity = 1.0 / np.arange(1, n_items + 1) ** 1.1
    popularity /= popularity.sum()
    for _ in range(n_batches):
        users = rng.integers(0, n_users, batch_size).astype(np.int32)
        items = rng.choice(n_items, size=batch_size, p=popularity).astype(np.int32)
        yield users, items
