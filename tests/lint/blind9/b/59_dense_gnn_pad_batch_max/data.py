import numpy as np


def random_molecules(n, seed=0, min_atoms=5, max_atoms=18):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(n):
        k = int(rng.integers(min_atoms, max_atoms + 1))
        adj = np.triu(rng.random((k, k)) < 0.25, 1)
        adj = (adj | adj.T).astype(np.float32)
        feats = rng.normal(size=(k, 5)).astype(np.float32)
        mols.append((adj, feats, float(adj.sum() / k)))
    return mols


def pad_batch(mols):
    n_max = max(len(feats) for _, feats, _ in mols)
    adj = np.zeros((len(mols), n_max, n_max), np.float32)
    x = np.zeros((len(mols), n_max, mols[0][1].shape[1]), np.float32)
    mask = np.zeros((len(mols), n_max), np.float32)
    for i, (a, f, _) in enumerate(mols):
        k = len(f)
        adj[i, :k, :k] = a
        x[i, :k] = f
        mask[i, :k] = 1.0
    y = np.array([t for _, _, t in mols], np.float32)
    return adj, x, mask, y


def iterate_batches(mols, batch_size):
    for i in range(0, len(mols), batch_size):
        yield pad_batch(mols[i:i + batch_size])
