import numpy as np

NUM_CLASSES = 3


def synthetic_scenes(n, size=16, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, size, size, 3)).astype(np.float32)
    masks = np.zeros((n, size, size), np.int32)
    for i in range(n):
        r = rng.integers(2, size // 2)
        cy, cx = rng.integers(r, size - r, size=2)
        yy, xx = np.mgrid[:size, :size]
        masks[i][(yy - cy) ** 2 + (xx - cx) ** 2 < r * r] = rng.integers(1, NUM_CLASSES)
    return images, masks


def decode_annotations(n, size=16, seed=1):
    """Validation annotations as stored: palette-index maps as integer arrays."""
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, size, size, 3)).astype(np.float32)
    masks = rng.integers(0, NUM_CLASSES, size=(n, size, size))
    return images, masks
