import numpy as np


def make_graph(n=300, d=12, c=3, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, c, size=n).astype(np.int32)
    feats = (rng.normal(size=(n, d)) + np.eye(c, d)[labels]).astype(np.float32)
    src = rng.integers(0, n, size=4 * n)
    same = rng.random(4 * n) < 0.7
    dst = np.where(same, rng.permutation(n)[src % n], rng.integers(0, n, size=4 * n))
    adj = np.zeros((n, n), np.float32)
    adj[src, dst] = adj[dst, src] = 1.0
    adj += np.eye(n, dtype=np.float32)
    deg = adj.sum(1)
    norm_adj = adj / np.sqrt(deg[:, None] * deg[None, :])
    return feats, norm_adj, labels


def random_split(n, seed, train_frac=0.6):
    rng = np.random.default_rng(seed)
    is_train = rng.random(n) < train_frac
    return is_train.astype(np.float32), ~is_train
