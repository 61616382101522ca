import numpy as np


def event_batches(n_batches=5, batch=64, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        n_users = int(rng.integers(5, 20))
        users = rng.integers(0, n_users, size=batch)
        _, user_idx = np.unique(users, return_inverse=True)
        values = rng.exponential(size=(batch, 3)).astype(np.float32)
        yield user_idx.astype(np.int32), values, int(user_idx.max()) + 1
