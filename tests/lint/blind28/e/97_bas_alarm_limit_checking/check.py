from functools import partial
import math

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("low", "high"))
def limit_violations(trend, low, high):
    n = jnp.zeros((), jnp.int32)
    if not math.isnan(low):
        n = n + jnp.sum(trend < low)
    if not math.isnan(high):
        n = n + jnp.sum(trend > high)
    return n
