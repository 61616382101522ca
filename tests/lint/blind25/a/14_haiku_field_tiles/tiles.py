import numpy as np

FIELD_BOUNDS_PX = [(40, 56), (32, 32), (48, 40), (32, 32), (56, 48), (40, 56)]


def crop_field(scene, bounds, origin):
    h, w = bounds
    r, c = origin
    return scene[r:r + h, c:c + w]


def field_tiles(seed=0):
    rng = np.random.default_rng(seed)
    scene = rng.uniform(0, 0.5, size=(256, 256, 4)).astype(np.float32)
    for i, bounds in enumerate(FIELD_BOUNDS_PX):
        yield i, crop_field(scene, bounds, (i * 30, i * 20))
