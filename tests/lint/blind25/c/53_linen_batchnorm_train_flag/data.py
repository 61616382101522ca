import numpy as np


def sheared_galaxies(n, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:20, :20] - 9.5
    e = rng.uniform(-0.4, 0.4, (n, 2))
    imgs = np.empty((n, 20, 20, 1), np.float32)
    for i, (e1, e2) in enumerate(e):
        q = (1 - e1) * xx ** 2 + (1 + e1) * yy ** 2 - 2 * e2 * xx * yy
        imgs[i, ..., 0] = np.exp(-q / 12.0) + rng.normal(0, 0.03, (20, 20))
    return imgs, e.astype(np.float32)


def minibatches(x, y, size, rng):
    idx = rng.permutation(len(x))
    for s in range(0, len(x) // size * size, size):
        b = idx[s:s + size]
        yield x[b], y[b]
