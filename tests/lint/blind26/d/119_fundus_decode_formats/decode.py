import os
from functools import partial

import jax
import jax.numpy as jnp

FORMATS = {".jpg": "srgb", ".jpeg": "srgb", ".png": "srgb", ".tif": "linear", ".tiff": "linear"}


@partial(jax.jit, static_argnames=("encoding",))
def decode_intensity(pixels, scale, encoding):
    x = pixels.astype(jnp.float32) / scale
    if encoding == "srgb":
        x = jnp.where(x <= 0.04045, x / 12.92, ((x + 0.055) / 1.055) ** 2.4)
    return x


def load(fname, pixels):
    enc = FORMATS[os.path.splitext(fname)[1].lower()]
    scale = jnp.float32(255.0 if pixels.dtype.itemsize == 1 else 65535.0)
    return decode_intensity(pixels.astype("uint16"), scale, encoding=enc)
