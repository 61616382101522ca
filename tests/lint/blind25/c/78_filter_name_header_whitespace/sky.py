from functools import partial

import jax
import jax.numpy as jnp

SKY_MAG_ZP = {"g": 26.4, "r": 26.2, "i": 25.8}


@partial(jax.jit, static_argnames=("band",))
def sky_brightness(img, exptime, pixscale, band):
    zp = SKY_MAG_ZP.get(band[0].lower(), 26.0)
    rate = jnp.median(img) / exptime
    return zp - 2.5 * jnp.log10(rate / pixscale ** 2)
