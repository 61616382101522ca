import numpy as np


def hourly_batches(rng, n_hours, n_tx, n_merchants):
    for _ in range(n_hours):
        active = rng.choice(n_merchants, size=rng.integers(5, n_merchants), replace=False)
        merchant = rng.choice(active, size=n_tx)
        amount = rng.lognormal(3.0, 0.5, n_tx).astype(np.float32)
        amount[rng.integers(n_tx)] *= 20
        yield merchant, amount


def encode(merchant):
    ids, idx = np.unique(merchant, return_inverse=True)
    return ids, idx.astype(np.int32), len(ids)
