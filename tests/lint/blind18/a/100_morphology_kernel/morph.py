import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("radius",))
def opening(mask, radius):
    k = 2 * radius + 1
    x = mask.astype(jnp.float32)[None, :, :, None]
    eroded = -jax.lax.reduce_window(-x, -jnp.inf, jax.lax.max, (1, k, k, 1), (1, 1, 1, 1), "SAME")
    opened = jax.lax.reduce_window(eroded, -jnp.inf, jax.lax.max, (1, k, k, 1), (1, 1, 1, 1), "SAME")
    return opened[0, :, :, 0] > 0.5


def clean_water_mask(mask):
    return opening(mask, 2)


def clean_building_mask(mask):
    return opening(mask, radius=2)
