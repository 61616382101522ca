import numpy as np

MAX_ATOMS = 16
MAX_CONFORMERS = 3


def embed_conformers(n_atoms, rng):
    """Stand-in for a conformer generator: some embedding attempts fail."""
    confs = []
    for _ in range(MAX_CONFORMERS):
        if rng.random() < 0.35:
            continue
        pos = np.zeros((MAX_ATOMS, 3), np.float32)
        pos[:n_atoms] = np.cumsum(rng.normal(scale=0.8, size=(n_atoms, 3)), 0)
        confs.append(pos)
    return confs


def molecule_record(rng):
    n = int(rng.integers(6, MAX_ATOMS + 1))
    z = np.zeros(MAX_ATOMS, np.int32)
    z[:n] = rng.integers(1, 9, n)
    atom_mask = (np.arange(MAX_ATOMS) < n).astype(np.float32)
    return {"z": z, "atom_mask": atom_mask, "conformers": embed_conformers(n, rng),
            "energy": np.float32(rng.normal())}
