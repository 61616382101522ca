import numpy as np

WINDOW = 32


def synthetic_scene(seed, size=64):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:size, 0:size]
    cy, cx = rng.integers(20, 44, 2)
    r = rng.integers(5, 14)
    outline = np.hypot(yy - cy, xx - cx) < r
    dem = 3000.0 - 20.0 * np.hypot(yy - cy, xx - cx) + rng.normal(0, 3.0, (size, size))
    return outline, dem.astype(np.float32)


def centred_window(outline, field):
    cy, cx = [int(round(c.mean())) for c in np.nonzero(outline)]
    half = WINDOW // 2
    padded = np.pad(field, half, mode="edge")
    mpad = np.pad(outline.astype(np.float32), half)
    return (mpad[cy:cy + WINDOW, cx:cx + WINDOW], padded[cy:cy + WINDOW, cx:cx + WINDOW])
