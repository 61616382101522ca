import numpy as np

MAX_NODES = 24


def padded_graphs(count=30, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(count):
        n = int(rng.integers(8, MAX_NODES + 1))
        x = np.zeros((MAX_NODES, 4), np.float32)
        x[:n] = rng.normal(size=(n, 4))
        adj = np.zeros((MAX_NODES, MAX_NODES), np.float32)
        adj[:n, :n] = rng.random((n, n)) < 0.2
        adj = np.maximum(adj, adj.T)
        y = np.float32(adj.sum() / n > 2.0)
        node_mask = (np.arange(MAX_NODES) < n).astype(np.float32)
        yield x, adj, node_mask, y
