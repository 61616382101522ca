from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("z",))
def accumulated_lethality(core_temp, dt_min, z):
    rate = 10.0 ** ((core_temp - 121.1) / z)
    return jnp.sum(0.5 * (rate[1:] + rate[:-1]) * dt_min)
