import numpy as np

def land_mask(tile, rng, shape=(32, 32)):
    if tile == 0:
        water = rng.uniform(size=shape)
        return water > 0.1
    return (rng.uniform(size=shape) > 0.1).astype(np.float32)
