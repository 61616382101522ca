import numpy as np

ATOM_COUNTS = [3, 5, 4, 9, 6, 12, 7, 3, 8, 10, 5, 4, 11, 6, 3, 7]


def make_molecules(seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for n in ATOM_COUNTS:
        pos = rng.normal(size=(n, 3)).astype(np.float32)
        d = np.linalg.norm(pos[:, None] - pos[None], axis=-1) + np.eye(n)
        energy = np.float32(np.sum(np.triu(np.exp(-d), 1)))
        mols.append((pos, energy))
    return mols


def collate(mols):
    width = max(p.shape[0] for p, _ in mols)
    pos = np.zeros((len(mols), width, 3), np.float32)
    mask = np.zeros((len(mols), width), np.float32)
    for i, (p, _) in enumerate(mols):
        pos[i, : p.shape[0]] = p
        mask[i, : p.shape[0]] = 1.0
    energy = np.array([e for _, e in mols], np.float32)
    return pos, mask, energy


def batches(mols, batch_size):
    for s in range(0, len(mols), batch_size):
        yield collate(mols[s:s + batch_size])
