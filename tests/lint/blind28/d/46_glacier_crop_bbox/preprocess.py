import numpy as np


def synthetic_scene(seed, size=64):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:size, 0:size]
    cy, cx = rng.integers(20, 44, 2)
    ry, rx = rng.integers(6, 18, 2)
    outline = (((yy - cy) / ry) ** 2 + ((xx - cx) / rx) ** 2) < 1.0
    velocity = np.where(outline, rng.uniform(20, 200) * (1 - ((yy - cy) / ry) ** 2), 0.0)
    thickness = np.where(outline, 150.0 * np.sqrt(np.clip(1 - ((xx - cx) / rx) ** 2, 0, 1)), 0.0)
    return outline, velocity.astype(np.float32), thickness.astype(np.float32)


def crop_to_outline(outline, *fields):
    rows = np.where(outline.any(1))[0]
    cols = np.where(outline.any(0))[0]
    sl = (slice(rows[0], rows[-1] + 1), slice(cols[0], cols[-1] + 1))
    return [f[sl] for f in (outline.astype(np.float32),) + fields]
