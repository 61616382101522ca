import numpy as np


def make_scene(height, width, bands=4, seed=0):
    rng = np.random.default_rng(seed)
    return rng.uniform(0.0, 0.6, size=(bands, height, width)).astype(np.float32)


def iter_tiles(scene, tile=64):
    """Walk a scene in row-major order, yielding tiles and their window offsets."""
    _, h, w = scene.shape
    for r in range(0, h, tile):
        for c in range(0, w, tile):
            window = scene[:, r:r + tile, c:c + tile]
            yield (r, c), window
