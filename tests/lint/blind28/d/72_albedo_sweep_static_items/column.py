from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="settings")
def summer_melt(sw_down, pond_frac, snow_frac, settings):
    p = dict(settings)
    albedo = (snow_frac * p["albedo_snow"] + pond_frac * p["albedo_pond"]
              + (1 - snow_frac - pond_frac) * p["albedo_ice"])
    absorbed = (1 - albedo) * (1 - p["i0"]) * sw_down
    return jnp.sum(absorbed) * 86400 / (917 * 3.34e5)
