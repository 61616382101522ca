import numpy as np

BANDS = ("u", "g", "r", "i", "z", "y")


def make_catalogue(n, seed=0):
    rng = np.random.default_rng(seed)
    z = rng.uniform(0.0, 2.0, n).astype(np.float32)
    base = rng.normal(22.0, 1.0, (n, 1))
    slopes = np.linspace(-1.0, 1.0, len(BANDS))[None, :]
    mags = base + slopes * z[:, None] + 0.05 * rng.normal(size=(n, len(BANDS)))
    colors = np.diff(mags, axis=1).astype(np.float32)
    return colors, z


def batches(colors, z, batch_size, rng):
    order = rng.permutation(len(z))
    for start in range(0, len(z), batch_size):
        idx = order[start:start + batch_size]
        yield colors[idx], z[idx]
