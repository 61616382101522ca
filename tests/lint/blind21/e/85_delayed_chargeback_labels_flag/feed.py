import numpy as np

N_FEATURES = 8
LABEL_DELAY = 2


def daily_batches(rng, n_days, size=64):
    for day in range(n_days):
        labelled = day >= LABEL_DELAY and day % 2 == 0
        batch = {
            "features": rng.normal(size=(size, N_FEATURES)).astype(np.float32),
            "chargeback": np.zeros(size, np.float32),
            "has_label": np.array(labelled),
        }
        if labelled:
            batch["chargeback"] = (rng.random(size) < 0.05).astype(np.float32)
        yield batch
