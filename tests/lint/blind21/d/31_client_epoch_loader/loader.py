import numpy as np


def iterate_batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]


def client_shards(num_clients, dim, rng):
    sizes = [50, 37, 64, 45]
    shards = []
    for cid in range(num_clients):
        n = sizes[cid % len(sizes)]
        x = rng.normal(size=(n, dim)).astype(np.float32)
        y = (x.sum(axis=1) > 0).astype(np.int32)
        shards.append((x, y))
    return shards
