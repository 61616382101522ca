import numpy as np


def manual_od_mask(rng, size=48):
    yy, xx = np.mgrid[:size, :size]
    cy, cx = rng.integers(15, 33, size=2)
    return ((yy - cy) ** 2 + (xx - cx) ** 2) < 64


def soft_od_mask(rng, size=48):
    yy, xx = np.mgrid[:size, :size]
    cy, cx = rng.integers(15, 33, size=2)
    d = np.sqrt((yy - cy) ** 2 + (xx - cx) ** 2)
    return np.clip(1.2 - d / 8.0, 0, 1).astype(np.float32)


def annotated_set(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        img = rng.uniform(size=(48, 48, 3)).astype(np.float32)
        mask = manual_od_mask(rng) if i % 3 else soft_od_mask(rng)
        yield img, mask
