import os
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("ext",))
def to_linear_intensity(pixels, ext):
    x = pixels.astype(jnp.float32) / 255.0
    if ext in (".jpg", ".jpeg", ".JPG", ".png", ".PNG"):
        x = jnp.where(x <= 0.04045, x / 12.92, ((x + 0.055) / 1.055) ** 2.4)
    return x


def load_linear(fname, pixels):
    return to_linear_intensity(pixels, ext=os.path.splitext(fname)[1])
