import numpy as np


def label_skew_clients(num_clients, n, dim, seed=0):
    """Non-IID split: each client only holds a contiguous slice of the label space."""
    rng = np.random.RandomState(seed)
    clients = []
    for cid in range(num_clients):
        hi = 3 + cid % 4
        y = rng.randint(0, hi, size=(n,)).astype(np.int32)
        y[0] = hi - 1
        x = rng.normal(size=(n, dim)).astype(np.float32) + y[:, None] * 0.3
        clients.append({"x": x, "y": y})
    return clients


def infer_num_classes(y):
    return int(y.max()) + 1
