import numpy as np


def ndwi_scene(seed, size=48):
    rng = np.random.default_rng(50 + seed)
    ndwi = rng.normal(0.05, 0.05, (size, size))
    yy, xx = np.mgrid[0:size, 0:size]
    for _ in range(int(rng.integers(2, 6))):
        cy, cx, r = rng.integers(8, 40), rng.integers(8, 40), rng.integers(2, 7)
        ndwi[np.hypot(yy - cy, xx - cx) < r] = rng.normal(0.4, 0.05)
    return ndwi.astype(np.float32)


def otsu_threshold(img, bins=64):
    hist, edges = np.histogram(img, bins=bins)
    centres = 0.5 * (edges[1:] + edges[:-1])
    w0 = np.cumsum(hist)
    w1 = w0[-1] - w0
    m0 = np.cumsum(hist * centres) / np.maximum(w0, 1)
    m1 = (np.sum(hist * centres) - np.cumsum(hist * centres)) / np.maximum(w1, 1)
    return np.float32(centres[np.argmax(w0 * w1 * (m0 - m1) ** 2)])
