import numpy as np


def make_clients(sizes=(50, 37, 64), d=5, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=(d,)).astype(np.float32)
    clients = []
    for n in sizes:
        x = rng.normal(loc=rng.normal(), size=(n, d)).astype(np.float32)
        y = (x @ w_true + 0.1 * rng.normal(size=n)).astype(np.float32)
        clients.append((x, y))
    return clients


def batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield x[idx], y[idx]
