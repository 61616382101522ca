from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("season",))
def loop_supply_temp(t_out, season):
    if season == "heating":
        return jnp.clip(60.0 - 1.2 * t_out, 35.0, 70.0)
    return jnp.clip(6.0 + 0.1 * (t_out - 24.0), 5.5, 9.0)
