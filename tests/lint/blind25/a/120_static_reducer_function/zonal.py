from functools import partial

import jax
import jax.numpy as jnp


def p90(x):
    return jnp.nanpercentile(x, 90.0)


def masked_mean(x):
    return jnp.nanmean(x)


@partial(jax.jit, static_argnames=("reducer",))
def zone_summary(raster, zone_mask, reducer):
    return reducer(jnp.where(zone_mask, raster, jnp.nan))
