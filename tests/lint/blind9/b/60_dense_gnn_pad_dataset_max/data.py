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


class DenseGraphLoader:
    """Pads every molecule to the largest molecule in the whole dataset."""

    def __init__(self, mols, batch_size):
        self.mols = mols
        self.batch_size = batch_size
        self.n_max = max(len(feats) for _, feats, _ in mols)

    def _pad(self, chunk):
        adj = np.zeros((len(chunk), self.n_max, self.n_max), np.float32)
        x = np.zeros((len(chunk), self.n_max, chunk[0][1].shape[1]), np.float32)
        mask = np.zeros((len(chunk), self.n_max), np.float32)
        for i, (a, f, _) in enumerate(chunk):
            k = len(f)
            adj[i, :k, :k] = a
            x[i, :k] = f
            mask[i, :k] = 1.0
        y = np.array([t for _, _, t in chunk], np.float32)
        return adj, x, mask, y

    def __iter__(self):
        for i in range(0, len(self.mols) - self.batch_size + 1, self.batch_size):
            yield self._pad(self.mols[i:i + self.batch_size])
