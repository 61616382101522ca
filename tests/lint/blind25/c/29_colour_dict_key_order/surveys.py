import numpy as np


def panstarrs_chunk(rng, n=300):
    cols = {}
    for b in ("g", "r", "i", "z"):
        cols[b] = rng.uniform(16, 21, n).astype(np.float32)
    return cols


def decals_chunk(rng, n=300):
    z = rng.uniform(16, 21, n).astype(np.float32)
    return {"z": z, "r": z + 0.3, "g": z + 0.9, "i": z + 0.1}
