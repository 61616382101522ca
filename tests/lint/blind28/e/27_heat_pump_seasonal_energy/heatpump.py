from functools import partial

import jax
import jax.numpy as jnp

COOL = "cooling"
HEAT = "heating"


@partial(jax.jit, static_argnames=("mode",))
def heat_pump_power(t_out, load_kw, mode):
    if mode == COOL:
        cop = 6.5 - 0.11 * (t_out - 20.0)
    else:
        cop = 3.2 + 0.07 * (t_out - 0.0)
    cop = jnp.clip(cop, 1.5, 7.0)
    return load_kw / cop
