import numpy as np


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


def collate(mols):
    n_max = max(m["x"].shape[0] for m in mols)
    feat_dim = mols[0]["x"].shape[1]
    x = np.zeros((len(mols), n_max, feat_dim), np.float32)
    adj = np.zeros((len(mols), n_max, n_max), np.float32)
    mask = np.zeros((len(mols), n_max), np.float32)
    for i, m in enumerate(mols):
        k = m["x"].shape[0]
        x[i, :k] = m["x"]
        adj[i, :k, :k] = m["adj"]
        mask[i, :k] = 1.0
    y = np.array([m["y"] for m in mols], np.float32)
    return x, adj, mask, y
