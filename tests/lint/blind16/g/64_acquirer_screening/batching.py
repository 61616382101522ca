import numpy as np

N_MERCHANTS = 40


def hourly_batches(rng, n_hours, n_tx, n_merchants=N_MERCHANTS):
    for _ in range(n_hours):
        active = rng.choice(n_merchants, size=rng.integers(5, n_merchants), replace=False)
        merchant = rng.choice(active, size=n_tx)
        amount = rng.lognormal(3.0, 0.5, n_tx).astype(np.float32)
        amount[rng.integers(n_tx)] *= 20
        yield merchant.astype(np.int32), amount
