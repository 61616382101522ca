import numpy as np


def synthetic_citation_graph(n_nodes=200, n_feat=24, n_classes=4, avg_deg=4, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, n_classes, n_nodes)
    centers = rng.normal(size=(n_classes, n_feat))
    x = (centers[labels] + rng.normal(scale=2.0, size=(n_nodes, n_feat))).astype(np.float32)
    m = n_nodes * avg_deg // 2
    src = rng.integers(0, n_nodes, m)
    dst = rng.integers(0, n_nodes, m)
    a = np.zeros((n_nodes, n_nodes), np.float32)
    a[src, dst] = a[dst, src] = 1.0
    a += np.eye(n_nodes, dtype=np.float32)
    d = 1.0 / np.sqrt(a.sum(1))
    return x, a * d[:, None] * d[None, :], labels.astype(np.int32)


def node_batches(node_ids, batch_size):
    for i in range(0, len(node_ids) - batch_size + 1, batch_size):
        yield node_ids[i:i + batch_size]
