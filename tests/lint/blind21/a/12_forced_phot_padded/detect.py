import numpy as np

MAX_SOURCES = 64


def simulate_field(n_sources, size=64, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    xy = rng.uniform(8, size - 8, (n_sources, 2))
    flux = rng.uniform(50, 500, n_sources)
    img = rng.normal(0.0, 1.0, (size, size))
    for (x, y), f in zip(xy, flux):
        img += f / (2 * np.pi * 1.5 ** 2) * np.exp(-((xx - x) ** 2 + (yy - y) ** 2) / (2 * 1.5 ** 2))
    return img.astype(np.float32)


def find_peaks(img, threshold=5.0):
    c = img[1:-1, 1:-1]
    is_max = np.ones_like(c, dtype=bool)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dy or dx:
                is_max &= c >= img[1 + dy:img.shape[0] - 1 + dy, 1 + dx:img.shape[1] - 1 + dx]
    ys, xs = np.nonzero(is_max & (c > threshold))
    xy = np.stack([xs + 1, ys + 1], axis=1).astype(np.float32)[:MAX_SOURCES]
    n = xy.shape[0]
    padded = np.zeros((MAX_SOURCES, 2), np.float32)
    padded[:n] = xy
    valid = np.arange(MAX_SOURCES) < n
    return padded, valid
