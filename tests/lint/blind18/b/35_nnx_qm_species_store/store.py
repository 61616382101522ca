import numpy as np

MAX_ATOMS = 9


class PackedMoleculeStore:
    """Molecules packed into padded arrays; atomic numbers kept in one byte."""

    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.z = np.zeros((n, MAX_ATOMS), np.uint8)
        self.pos = np.zeros((n, MAX_ATOMS, 3), np.float32)
        for i in range(n):
            k = int(rng.integers(3, MAX_ATOMS + 1))
            self.z[i, :k] = rng.choice([1, 6, 7, 8, 9], size=k)
            self.pos[i, :k] = rng.normal(size=(k, 3))
        self.y = (self.z.astype(np.float32).sum(1) * 0.05).astype(np.float32)

    def batch(self, idx):
        return self.z[idx], self.pos[idx], self.y[idx]


def conformer_perturbations(store, idx, rng, scale=0.05):
    """Extra evaluation set: same molecules with jittered coordinates."""
    z = np.array(store.z[idx], dtype=np.int64)
    pos = store.pos[idx] + scale * rng.normal(size=store.pos[idx].shape).astype(np.float32)
    return z, pos, store.y[idx]
