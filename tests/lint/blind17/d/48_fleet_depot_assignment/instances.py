import numpy as np


def instance_stream(rng, n_instances=6, n_vehicles=3):
    for _ in range(n_instances):
        n_customers = int(rng.integers(10, 30))
        customers = rng.uniform(0, 10, size=(n_customers, 2))
        depots = rng.uniform(0, 10, size=(n_vehicles, 2))
        dist = np.linalg.norm(customers[:, None] - depots[None], axis=-1).astype(np.float32)
        demand = rng.uniform(1, 3, size=n_customers).astype(np.float32)
        capacity = np.full(n_vehicles, demand.sum() / n_vehicles * 1.2, np.float32)
        yield dist, demand, capacity
