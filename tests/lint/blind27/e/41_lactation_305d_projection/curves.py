from functools import partial

import jax
import jax.numpy as jnp

from settings import WOOD_PARAMS


@partial(jax.jit, static_argnames=("breed", "lactation_days"))
def projected_305d(partial_yields, dim, breed, lactation_days):
    a, b, c = WOOD_PARAMS[breed]
    t = jnp.arange(1, lactation_days + 1, dtype=jnp.float32)
    curve = a * t ** b * jnp.exp(-c * t)
    expected_to_date = jnp.cumsum(curve)[dim - 1]
    scale = partial_yields / expected_to_date
    return scale * curve.sum()
