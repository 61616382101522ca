import numpy as np

MAX_CUSTOMERS = 12


def make_instance(rng, n_customers):
    coords = np.zeros((MAX_CUSTOMERS + 1, 2), dtype=np.float32)
    demand = np.zeros((MAX_CUSTOMERS + 1,), dtype=np.float32)
    mask = np.zeros((MAX_CUSTOMERS + 1,), dtype=np.float32)
    coords[1:n_customers + 1] = rng.uniform(0.0, 10.0, size=(n_customers, 2))
    demand[1:n_customers + 1] = rng.integers(1, 5, n_customers)
    mask[: n_customers + 1] = 1.0
    return coords, demand, mask


def daily_instances(seed, days):
    rng = np.random.default_rng(seed)
    for _ in range(days):
        n = int(rng.integers(6, 12))
        yield make_instance(rng, n)
