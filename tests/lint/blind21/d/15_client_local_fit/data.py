import numpy as np


def make_clients(num_clients, dim, seed=0):
    rng = np.random.RandomState(seed)
    clients = []
    for cid in range(num_clients):
        n = int(rng.randint(20, 60))
        x = rng.normal(size=(n, dim)).astype(np.float32)
        w = rng.normal(size=(dim,)).astype(np.float32)
        y = (x @ w > 0).astype(np.float32)
        clients.append({"id": cid, "x": x, "y": y})
    return clients


def client_arrays(client):
    return client["x"], client["y"]
