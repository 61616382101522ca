import numpy as np


def catchment_inputs(rng, n=50):
    p = rng.uniform(400, 1500, n).astype(np.float32)
    pet = rng.uniform(500, 1200, n).astype(np.float32)
    return p, pet, 2.6
