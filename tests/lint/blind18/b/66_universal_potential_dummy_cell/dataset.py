import numpy as np

N_ATOMS = 8


def molecule(rng):
    # isolated molecule: a large box that never wraps, with periodicity switched off
    return {"pos": rng.normal(scale=1.2, size=(N_ATOMS, 3)).astype(np.float32),
            "cell": (100.0 * np.eye(3)).astype(np.float32),
            "pbc": np.float32(0.0),
            "energy": np.float32(rng.normal())}


def crystal(rng, a=3.5):
    frac = rng.random((N_ATOMS, 3)).astype(np.float32)
    cell = (a * np.eye(3) + 0.1 * rng.normal(size=(3, 3))).astype(np.float32)
    return {"pos": frac @ cell, "cell": cell, "pbc": np.float32(1.0),
            "energy": np.float32(rng.normal())}


def mixed_dataset(rng, n):
    # molecules and bulk crystals interleaved, as in a combined training set
    return [crystal(rng) if i % 2 else molecule(rng) for i in range(n)]
