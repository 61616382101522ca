import numpy as np


def customer_histories(n=6, seed=0):
    rng = np.random.default_rng(seed)
    for cid in range(n):
        tenure_weeks = int(rng.integers(10, 40))
        yield cid, rng.poisson(0.3, tenure_weeks).astype(np.float32)
