import numpy as np

def load_scene(k, rng):
    red = rng.uniform(0.02, 0.15, (48, 48)).astype(np.float32)
    nir = rng.uniform(0.25, 0.55, (48, 48)).astype(np.float32)
    cloud_frac = [0.0, 0.1, 0.0, 0.3, 0.0][k]
    mask = None
    if cloud_frac > 0:
        mask = (rng.uniform(size=(48, 48)) > cloud_frac).astype(np.float32)
    return red, nir, mask
