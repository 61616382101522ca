import numpy as np


def weekly_batches(weeks=6, stores=32, seed=0):
    rng = np.random.default_rng(seed)
    for week in range(weeks):
        batch = {
            "price": rng.uniform(5, 15, stores).astype(np.float32),
            "traffic": rng.poisson(200, stores).astype(np.float32),
            "units": rng.poisson(40, stores).astype(np.float32),
            "promo_depth": np.zeros(stores, np.float32),
        }
        if week % 2 == 1:
            batch["promo_depth"] = rng.uniform(0, 0.3, stores).astype(np.float32)
        yield batch
