import numpy as np


def grid_graph(rng, n=6):
    """Edge features on an n x n grid; returns (features, adjacency mask) for n*n nodes."""
    N = n * n
    adj = np.zeros((N, N), bool)
    for i in range(n):
        for j in range(n):
            k = i * n + j
            if j + 1 < n:
                adj[k, k + 1] = adj[k + 1, k] = True
            if i + 1 < n:
                adj[k, k + n] = adj[k + n, k] = True
    feats = rng.normal(size=(N, N, 3)).astype(np.float32)
    return feats, adj
