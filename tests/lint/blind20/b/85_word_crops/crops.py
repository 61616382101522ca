import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("height", "width"))
def crop_word(page, top, left, height, width):
    patch = jax.lax.dynamic_slice(page, (top, left), (height, width))
    return (patch - patch.mean()) / (patch.std() + 1e-6)
