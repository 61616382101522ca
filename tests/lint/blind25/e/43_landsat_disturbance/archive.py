import numpy as np

def load_scene(year, rng):
    nir = rng.uniform(0.2, 0.5, (40, 40))
    swir = rng.uniform(0.05, 0.25, (40, 40))
    if year < 2013:
        return (nir * 255).astype(np.uint8), (swir * 255).astype(np.uint8)
    return nir.astype(np.float32), swir.astype(np.float32)
