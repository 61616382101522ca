from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mode",))
def corridor_cost(teu, km, mode):
    if mode == "rail":
        return teu * (45.0 + 0.9 * km) + 1200.0 * jnp.ceil(teu / 88.0)
    return teu * (30.0 + 0.35 * km) + 5000.0
