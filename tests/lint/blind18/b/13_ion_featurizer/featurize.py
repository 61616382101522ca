import numpy as np

MAX_ATOMS = 12
N_ELEM = 10


def featurize(mol):
    n = len(mol["z"])
    onehot = np.zeros((MAX_ATOMS, N_ELEM), np.float32)
    onehot[np.arange(n), mol["z"]] = 1.0
    mask = np.zeros(MAX_ATOMS, np.float32)
    mask[:n] = 1.0
    feats = {"onehot": onehot, "mask": mask}
    if np.any(mol["charge"] != 0):
        q = np.zeros(MAX_ATOMS, np.float32)
        q[:n] = mol["charge"]
        feats["formal_charge"] = q
    return feats


def make_dataset(rng, n_mols):
    data = []
    for i in range(n_mols):
        n = int(rng.integers(4, MAX_ATOMS))
        z = rng.integers(1, N_ELEM, size=n)
        charge = np.zeros(n, np.int32)
        if i % 3 == 1:
            charge[0] = 1
            charge[1] = -1 if i % 2 else 0
        y = float(z.sum()) * 0.1 + float(np.abs(charge).sum())
        data.append(({"z": z, "charge": charge}, np.float32(y)))
    return data
