import numpy as np

MAX_NODES = 32


def random_molecules(n, rng, min_atoms=4, max_atoms=30, feat_dim=8):
    mols = []
    for _ in range(n):
        k = int(rng.integers(min_atoms, max_atoms + 1))
        feats = rng.normal(size=(k, feat_dim)).astype(np.float32)
        adj = (rng.random((k, k)) < 0.2).astype(np.float32)
        adj = np.maximum(adj, adj.T)
        np.fill_diagonal(adj, 1.0)
        mols.append({"x": feats, "adj": adj, "y": np.float32(feats[:, 0].mean())})
    return mols


def collate(mols, n_pad=MAX_NODES):
    n_max = max(m["x"].shape[0] for m in mols)
    if n_max > n_pad:
        raise ValueError(f"graph with {n_max} nodes exceeds padding budget {n_pad}")
    feat_dim = mols[0]["x"].shape[1]
    x = np.zeros((len(mols), n_pad, feat_dim), np.float32)
    adj = np.zeros((len(mols), n_pad, n_pad), np.float32)
    mask = np.zeros((len(mols), n_pad), np.float32)
    for i, m in enumerate(mols):
        k = m["x"].shape[0]
        x[i, :k] = m["x"]
        adj[i, :k, :k] = m["adj"]
        mask[i, :k] = 1.0
    y = np.array([m["y"] for m in mols], np.float32)
    return x, adj, mask, y


def iterate_batches(dataset, batch_size, rng):
    order = rng.permutation(len(dataset))
    for b in range(0, len(order) - batch_size + 1, batch_size):
        yield collate([dataset[i] for i in order[b:b + batch_size]])
