import numpy as np


def random_partition(n_nodes, n_parts, rng):
    """Stand-in for METIS: contiguous chunks of a random permutation with uneven sizes."""
    perm = rng.permutation(n_nodes)
    cuts = np.sort(rng.choice(np.arange(1, n_nodes), n_parts - 1, replace=False))
    return np.split(perm, cuts)


def induced_subgraph(adj, x, y, nodes):
    sub = adj[np.ix_(nodes, nodes)] + np.eye(len(nodes), dtype=np.float32)
    d = 1.0 / np.sqrt(sub.sum(1))
    return sub * d[:, None] * d[None, :], x[nodes], y[nodes]
