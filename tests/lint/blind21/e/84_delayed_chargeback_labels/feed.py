import numpy as np

N_FEATURES = 8
LABEL_DELAY = 2


def daily_batches(rng, n_days, size=64):
    for day in range(n_days):
        batch = {"features": rng.normal(size=(size, N_FEATURES)).astype(np.float32)}
        if day >= LABEL_DELAY and day % 2 == 0:
            batch["chargeback"] = (rng.random(size) < 0.05).astype(np.float32)
        yield batch
