import numpy as np

PAD = 12


def make_split(rng, n):
    out = []
    for _ in range(n):
        k = int(rng.integers(4, PAD + 1))
        z = np.zeros(PAD, np.int32)
        z[:k] = rng.integers(1, 9, k)
        pos = np.zeros((PAD, 3), np.float32)
        pos[:k] = rng.normal(size=(k, 3))
        out.append({"z": z, "pos": pos, "e": np.float32(-0.4 * k), "n_atoms": k})
    return out


def atoms_in(sample):
    """Atom count recovered from the padding (used for external structures without metadata)."""
    return int((sample["z"] > 0).sum())
