from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("gauge_names",))
def surge_exceedance(water_level, tide, thresholds, gauge_names):
    surge = water_level - tide
    exceed = surge > thresholds[:, None]
    hours = exceed.sum(axis=1)
    peak = surge.max(axis=1)
    # index of the gauge that sees the largest surge
    lead = jnp.argmax(peak)
    return hours, peak, lead
