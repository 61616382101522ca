import numpy as np


def make_scene(height, width, bands=4, seed=0):
    rng = np.random.default_rng(seed)
    return rng.uniform(0.0, 0.6, size=(bands, height, width)).astype(np.float32)


def iter_tiles(scene, tile=64):
    """Walk a scene in row-major order, yielding full-size tiles, a validity mask and offsets."""
    b, h, w = scene.shape
    for r in range(0, h, tile):
        for c in range(0, w, tile):
            window = scene[:, r:r + tile, c:c + tile]
            out = np.zeros((b, tile, tile), dtype=scene.dtype)
            mask = np.zeros((tile, tile), dtype=bool)
            out[:, :window.shape[1], :window.shape[2]] = window
            mask[:window.shape[1], :window.shape[2]] = True
            yield (r, c), out, mask
