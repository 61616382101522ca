import numpy as np

MAX_ATOMS = 24


def synthetic_molecules(n_mols=24, seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(n_mols):
        n_atoms = int(rng.integers(3, 20))
        pos = rng.normal(scale=1.2, size=(n_atoms, 3)).astype(np.float32)
        z = rng.integers(1, 4, size=n_atoms)
        d = np.linalg.norm(pos[:, None] - pos[None], axis=-1) + np.eye(n_atoms)
        e = float(np.sum(np.triu(np.exp(-d), 1)))
        mols.append({"pos": pos, "z": z, "energy": e})
    return mols


class MoleculeLoader:
    def __init__(self, mols, batch_size, max_atoms=MAX_ATOMS, drop_last=True, seed=0):
        self.mols = mols
        self.batch_size = batch_size
        self.max_atoms = max_atoms
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.mols) // self.batch_size
        return n if self.drop_last else -(-len(self.mols) // self.batch_size)

    def _collate(self, batch):
        pos = np.zeros((len(batch), self.max_atoms, 3), np.float32)
        z = np.zeros((len(batch), self.max_atoms), np.int32)
        for i, m in enumerate(batch):
            n = len(m["z"])
            pos[i, :n] = m["pos"]
            z[i, :n] = m["z"]
        return pos, z, np.array([m["energy"] for m in batch], np.float32)

    def __iter__(self):
        order = self.rng.permutation(len(self.mols))
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self._collate([self.mols[i] for i in idx])
