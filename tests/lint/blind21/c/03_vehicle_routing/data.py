import numpy as np


def make_instance(rng, n_customers):
    depot = np.zeros((1, 2), dtype=np.float32)
    customers = rng.uniform(0.0, 10.0, size=(n_customers, 2)).astype(np.float32)
    coords = np.concatenate([depot, customers], axis=0)
    demand = np.concatenate([[0.0], rng.integers(1, 5, n_customers)]).astype(np.float32)
    return coords, demand


def daily_instances(seed, days):
    rng = np.random.default_rng(seed)
    for _ in range(days):
        n = int(rng.integers(6, 12))
        yield make_instance(rng, n)
