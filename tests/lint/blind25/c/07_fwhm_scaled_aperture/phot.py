from functools import partial

import jax
import jax.numpy as jnp


def second_moment_fwhm(stamp):
    size = stamp.shape[0]
    yy, xx = jnp.mgrid[:size, :size]
    w = jnp.clip(stamp - jnp.median(stamp), 0, None)
    cx = jnp.sum(w * xx) / jnp.sum(w)
    cy = jnp.sum(w * yy) / jnp.sum(w)
    var = jnp.sum(w * ((xx - cx) ** 2 + (yy - cy) ** 2)) / jnp.sum(w) / 2
    return 2.3548 * jnp.sqrt(var)


@partial(jax.jit, static_argnames=("radius",))
def circular_aperture_sum(stamp, radius):
    size = stamp.shape[0]
    yy, xx = jnp.mgrid[:size, :size]
    r = jnp.hypot(xx - size // 2, yy - size // 2)
    sky = jnp.median(stamp)
    return jnp.sum(jnp.where(r <= radius, stamp - sky, 0.0))
