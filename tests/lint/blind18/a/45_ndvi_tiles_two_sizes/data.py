import numpy as np

# Sentinel-2 tiles: 10 m bands cover a chip with 64x64 pixels, 20 m bands with 32x32
CHIP_PIXELS = {10: 64, 20: 32}


def make_chip(resolution, bands=2, seed=0):
    rng = np.random.default_rng(seed)
    n = CHIP_PIXELS[resolution]
    return rng.uniform(0.0, 0.6, size=(bands, n, n)).astype(np.float32)


def iter_chips(n_chips=4):
    """Each chip yields its 10 m (red, nir) and 20 m (red-edge, swir) band pairs."""
    for i in range(n_chips):
        yield i, make_chip(10, seed=i), make_chip(20, seed=100 + i)
