from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("day_type",))
def housekeeping_plan(checkouts, stayovers, day_type):
    minutes = 35.0 * checkouts + 18.0 * stayovers
    if day_type == "weekend":
        minutes = minutes * 1.15
        shift = 7.0 * 60
    else:
        shift = 7.5 * 60
    return jnp.ceil(minutes.sum() / shift)
