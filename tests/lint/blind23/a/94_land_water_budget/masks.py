import numpy as np


def land_mask_from_orography(orog):
    return orog > 0.0


def land_mask_from_file(shape, seed=3):
    rng = np.random.default_rng(seed)
    return (rng.random(shape) < 0.3).astype(np.float32)  # land fraction file, 0/1
