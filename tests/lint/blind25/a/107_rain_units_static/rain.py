from functools import partial

import jax
import jax.numpy as jnp

TO_MM = {"mm": 1.0, "in": 25.4, "cm": 10.0}


@partial(jax.jit, static_argnames=("units",))
def effective_rain(values, units):
    mm = values * TO_MM[units]
    return jnp.sum(jnp.where(mm > 5.0, 0.8 * mm - 2.0, 0.0))
