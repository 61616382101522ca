from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("reducer",))
def zonal_statistic(raster, zone_mask, reducer):
    vals = jnp.where(zone_mask, raster, jnp.nan)
    return reducer(vals)
