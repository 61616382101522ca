import numpy as np


def transactions(n_batches, batch=64, seed=0):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        n_items = rng.poisson(3, batch)
        if b % 2 == 1:
            n_items[rng.integers(batch, size=3)] = -1
        yield {
            "amount": rng.lognormal(3, 1, batch),
            "n_items": n_items,
            "hour": rng.integers(0, 24, batch),
        }
