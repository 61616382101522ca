from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("pixscale",))
def surface_brightness(img, zeropoint, pixscale):
    area = pixscale ** 2
    return zeropoint - 2.5 * jnp.log10(jnp.clip(img, 1e-3) / area)
