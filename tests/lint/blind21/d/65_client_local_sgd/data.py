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


def padded_arrays(client, max_len):
    x, y = client["x"], client["y"]
    n = len(x)
    xp = np.zeros((max_len,) + x.shape[1:], np.float32)
    yp = np.zeros((max_len,), np.float32)
    mask = np.zeros((max_len,), np.float32)
    xp[:n], yp[:n], mask[:n] = x, y, 1.0
    return xp, yp, mask
