import numpy as np

BUCKETS = (16, 32, 64)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"graph with {n} nodes is larger than the largest bucket")


def random_graph(rng, feat_dim=6):
    n = int(rng.integers(5, 60))
    feats = rng.normal(size=(n, feat_dim)).astype(np.float32)
    adj = (rng.random((n, n)) < 0.15).astype(np.float32)
    adj = np.maximum(adj, adj.T) + np.eye(n, dtype=np.float32)
    return feats, adj, np.float32(adj.sum() / n)


def pad_graph(feats, adj):
    n = feats.shape[0]
    b = bucket_size(n)
    x = np.zeros((b, feats.shape[1]), np.float32)
    a = np.zeros((b, b), np.float32)
    m = np.zeros(b, np.float32)
    x[:n], a[:n, :n], m[:n] = feats, adj, 1.0
    return x, a, m
