import numpy as np


def local_peaks(image, n):
    flat = np.argsort(image, axis=None)[::-1]
    ys, xs = np.unravel_index(flat, image.shape)
    keep_x, keep_y = [], []
    for x, y in zip(xs, ys):
        if all(abs(x - kx) > 3 or abs(y - ky) > 3 for kx, ky in zip(keep_x, keep_y)):
            keep_x.append(x)
            keep_y.append(y)
        if len(keep_x) == n:
            break
    return np.array(keep_x), np.array(keep_y)


def reference_catalogue(field, n):
    rng = np.random.default_rng(field)
    return rng.uniform(6, 58, n).astype(np.float32), rng.uniform(6, 58, n).astype(np.float32)
