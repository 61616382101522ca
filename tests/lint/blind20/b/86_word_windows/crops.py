import functools

import jax
import jax.numpy as jnp

WINDOW_H, WINDOW_W = 16, 48


@functools.partial(jax.jit, static_argnames=("height", "width"))
def crop_word(page, top, left, height, width):
    patch = jax.lax.dynamic_slice(page, (top, left), (height, width))
    return (patch - patch.mean()) / (patch.std() + 1e-6)
