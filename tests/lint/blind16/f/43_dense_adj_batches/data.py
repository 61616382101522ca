import numpy as np


def make_molecules(count=48, seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(count):
        n = int(rng.integers(6, 30))
        adj = (rng.random((n, n)) < 0.15).astype(np.float32)
        adj = np.maximum(adj, adj.T)
        feats = rng.normal(size=(n, 5)).astype(np.float32)
        mols.append((feats, adj, np.float32(adj.sum() / n)))
    return mols


def collate_dense(mols):
    max_n = max(f.shape[0] for f, _, _ in mols)
    b = len(mols)
    x = np.zeros((b, max_n, 5), np.float32)
    a = np.zeros((b, max_n, max_n), np.float32)
    node_mask = np.zeros((b, max_n), np.float32)
    y = np.zeros(b, np.float32)
    for i, (f, adj, target) in enumerate(mols):
        n = f.shape[0]
        x[i, :n], a[i, :n, :n], node_mask[i, :n], y[i] = f, adj, 1.0, target
    return x, a, node_mask, y


def loader(mols, batch_size=8):
    for i in range(0, len(mols), batch_size):
        yield collate_dense(mols[i:i + batch_size])
