import jax
import jax.numpy as jnp


def hflip(img, mask):
    return img[:, ::-1], mask[:, ::-1]


def vflip(img, mask):
    return img[::-1], mask[::-1]


def gamma(img, mask):
    return img ** 0.8, mask


def invert(img, mask):
    return 1.0 - img, mask


AUGMENTATIONS = {f.__name__: jax.jit(f) for f in (hflip, vflip, gamma, invert)}
