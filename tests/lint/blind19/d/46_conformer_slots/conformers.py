import numpy as np

MAX_ATOMS = 16
MAX_CONFORMERS = 3


def embed_conformers(n_atoms, rng):
    """Stand-in for a conformer generator: some embedding attempts fail."""
    confs = np.zeros((MAX_CONFORMERS, MAX_ATOMS, 3), np.float32)
    ok = np.zeros(MAX_CONFORMERS, np.float32)
    for c in range(MAX_CONFORMERS):
        if rng.random() < 0.35:
            continue
        confs[c, :n_atoms] = np.cumsum(rng.normal(scale=0.8, size=(n_atoms, 3)), 0)
        ok[c] = 1.0
    return confs, ok


def molecule_record(rng):
    n = int(rng.integers(6, MAX_ATOMS + 1))
    z = np.zeros(MAX_ATOMS, np.int32)
    z[:n] = rng.integers(1, 9, n)
    atom_mask = (np.arange(MAX_ATOMS) < n).astype(np.float32)
    confs, ok = embed_conformers(n, rng)
    return {"z": z, "atom_mask": atom_mask, "conformers": confs, "conf_mask": ok,
            "energy": np.float32(rng.normal())}
