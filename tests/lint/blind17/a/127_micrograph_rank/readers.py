import numpy as np


def read_tiff(rng, size=40):
    return rng.random((size, size), dtype=np.float32)


def read_png(rng, size=40):
    return rng.random((size, size, 1), dtype=np.float32)


def plate_images(rng, n):
    for i in range(n):
        yield read_tiff(rng) if i % 2 == 0 else read_png(rng)
