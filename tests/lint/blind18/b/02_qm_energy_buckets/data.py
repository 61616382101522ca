import numpy as np

MAX_ATOMS_PER_BATCH = 40


def synthetic_molecules(n_mols, seed=0):
    rng = np.random.default_rng(seed)
    mols = []
    for _ in range(n_mols):
        n_atoms = int(rng.integers(3, 9))
        z = rng.integers(1, 10, size=n_atoms).astype(np.int32)
        pos = rng.normal(size=(n_atoms, 3)).astype(np.float32)
        energy = np.float32(-0.5 * z.sum())
        mols.append({"z": z, "pos": pos, "energy": energy})
    return mols


def collate(mols, n_pad=MAX_ATOMS_PER_BATCH):
    z = np.concatenate([m["z"] for m in mols])
    pos = np.concatenate([m["pos"] for m in mols])
    seg = np.concatenate([np.full(len(m["z"]), i, np.int32) for i, m in enumerate(mols)])
    n = len(z)
    pad = n_pad - n
    z = np.pad(z, (0, pad))
    pos = np.pad(pos, ((0, pad), (0, 0)))
    # padded atoms go to an extra dummy molecule slot that is dropped later
    seg = np.pad(seg, (0, pad), constant_values=len(mols))
    energy = np.array([m["energy"] for m in mols], np.float32)
    return {"z": z, "pos": pos, "seg": seg, "energy": energy}


def batches(mols, batch_size):
    for i in range(0, len(mols) - batch_size + 1, batch_size):
        yield collate(mols[i:i + batch_size])
