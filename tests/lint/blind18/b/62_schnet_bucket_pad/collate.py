import numpy as np


BUCKETS = (10, 20)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"molecule with {n} atoms exceeds largest bucket")


def pad_batch(mols):
    n_max = bucket_size(max(len(m["z"]) for m in mols))
    b = len(mols)
    z = np.zeros((b, n_max), np.int32)
    pos = np.zeros((b, n_max, 3), np.float32)
    for i, m in enumerate(mols):
        n = len(m["z"])
        z[i, :n] = m["z"]
        pos[i, :n] = m["pos"]
    y = np.array([m["y"] for m in mols], np.float32)
    return z, pos, y


def make_molecules(rng, n, min_atoms=3, max_atoms=20):
    mols = []
    for _ in range(n):
        k = int(rng.integers(min_atoms, max_atoms + 1))
        z = rng.choice([1, 6, 7, 8], size=k)
        mols.append({"z": z, "pos": rng.normal(size=(k, 3)), "y": 0.1 * k})
    return mols
