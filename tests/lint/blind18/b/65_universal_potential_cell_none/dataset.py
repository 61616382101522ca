import numpy as np

N_ATOMS = 8


def molecule(rng):
    return {"pos": rng.normal(scale=1.2, size=(N_ATOMS, 3)).astype(np.float32),
            "cell": None,
            "energy": np.float32(rng.normal())}


def crystal(rng, a=3.5):
    frac = rng.random((N_ATOMS, 3)).astype(np.float32)
    cell = (a * np.eye(3) + 0.1 * rng.normal(size=(3, 3))).astype(np.float32)
    return {"pos": frac @ cell, "cell": cell, "energy": np.float32(rng.normal())}


def mixed_dataset(rng, n):
    # molecules and bulk crystals interleaved, as in a combined training set
    return [crystal(rng) if i % 2 else molecule(rng) for i in range(n)]
