import numpy as np

TILE = 32

def synthetic_scene(h, w, seed):
    rng = np.random.default_rng(seed)
    red = rng.uniform(0.02, 0.2, (h, w)).astype(np.float32)
    nir = rng.uniform(0.2, 0.6, (h, w)).astype(np.float32)
    return red, nir

def iter_tiles(red, nir):
    h, w = red.shape
    for i in range(0, h - TILE + 1, TILE):
        for j in range(0, w - TILE + 1, TILE):
            yield red[i:i + TILE, j:j + TILE], nir[i:i + TILE, j:j + TILE]
