import numpy as np


def read_tiff(rng, size=40):
    return rng.random((size, size), dtype=np.float32)


def read_png(rng, size=40):
    return rng.random((size, size, 1), dtype=np.float32)


def ensure_channel_axis(image):
    return image[..., None] if image.ndim == 2 else image


def plate_images(rng, n):
    for i in range(n):
        raw = read_tiff(rng) if i % 2 == 0 else read_png(rng)
        yield ensure_channel_axis(raw)
