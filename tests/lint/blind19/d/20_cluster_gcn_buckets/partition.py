import numpy as np

BUCKETS = (64, 128)


def random_partition(n_nodes, n_parts, rng):
    """Stand-in for METIS: contiguous chunks of a random permutation with uneven sizes."""
    perm = rng.permutation(n_nodes)
    cuts = np.sort(rng.choice(np.arange(1, n_nodes), n_parts - 1, replace=False))
    return np.split(perm, cuts)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"partition of {n} nodes exceeds largest bucket")


def induced_subgraph(adj, x, y, nodes):
    n = len(nodes)
    size = bucket_size(n)
    sub = adj[np.ix_(nodes, nodes)] + np.eye(n, dtype=np.float32)
    d = 1.0 / np.sqrt(sub.sum(1))
    a = np.zeros((size, size), np.float32)
    a[:n, :n] = sub * d[:, None] * d[None, :]
    xp = np.zeros((size, x.shape[1]), np.float32)
    xp[:n] = x[nodes]
    yp = np.zeros(size, np.int32)
    yp[:n] = y[nodes]
    mask = np.zeros(size, np.float32)
    mask[:n] = 1.0
    return a, xp, yp, mask
