import numpy as np

ATOM_TYPES = ["C", "N", "O", "S", "F", "Cl"]


def random_molecules(n, seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(n):
        n_atoms = int(rng.integers(6, 30))
        atoms = rng.integers(0, len(ATOM_TYPES), n_atoms)
        logp = 0.3 * (atoms == 0).sum() - 0.5 * (atoms == 2).sum() - 0.4 * (atoms == 1).sum() + 0.6 * (atoms == 5).sum()
        mols.append((atoms, np.float32(logp)))
    return mols


def collate(batch):
    longest = max(len(a) for a, _ in batch)
    feats = np.zeros((len(batch), longest), np.int32)
    mask = np.zeros((len(batch), longest), np.float32)
    for i, (a, _) in enumerate(batch):
        feats[i, :len(a)] = a + 1
        mask[i, :len(a)] = 1.0
    y = np.array([v for _, v in batch], np.float32)
    return feats, mask, y


def batches(mols, batch_size, rng):
    order = rng.permutation(len(mols))
    for s in range(0, len(mols) - batch_size + 1, batch_size):
        yield collate([mols[j] for j in order[s:s + batch_size]])
