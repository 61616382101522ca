import numpy as np


def synthetic_molecules(n_mols=24, seed=0):
    """Random small molecules with a toy pairwise reference energy."""
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


def collate(batch):
    n_max = max(len(m["z"]) for m in batch)
    pos = np.zeros((len(batch), n_max, 3), np.float32)
    z = np.zeros((len(batch), n_max), np.int32)
    for i, m in enumerate(batch):
        n = len(m["z"])
        pos[i, :n] = m["pos"]
        z[i, :n] = m["z"]
    energy = np.array([m["energy"] for m in batch], np.float32)
    return pos, z, energy


def batches(mols, batch_size):
    for i in range(0, len(mols), batch_size):
        yield collate(mols[i:i + batch_size])
