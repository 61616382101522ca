import jax
import jax.numpy as jnp

LEVELS = 3


@jax.jit
def downsample2(img):
    """2x2 mean reduction used to build raster overviews."""
    c, h, w = img.shape
    return img.reshape(c, h // 2, 2, w // 2, 2).mean(axis=(2, 4))


def build_overviews(tile):
    levels = []
    x = tile
    for _ in range(LEVELS):
        x = downsample2(x)
        levels.append(x)
    return levels
