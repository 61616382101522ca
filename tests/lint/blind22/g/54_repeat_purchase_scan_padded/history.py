import numpy as np

MAX_WEEKS = 52


def customer_histories(n=6, seed=0):
    rng = np.random.default_rng(seed)
    for cid in range(n):
        tenure_weeks = int(rng.integers(10, 40))
        orders = rng.poisson(0.3, tenure_weeks).astype(np.float32)
        padded = np.zeros(MAX_WEEKS, np.float32)
        padded[MAX_WEEKS - tenure_weeks:] = orders
        yield cid, padded, tenure_weeks
