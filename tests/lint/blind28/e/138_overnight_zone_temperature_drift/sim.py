from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("zone",))
def overnight_drift(all_params, t0, t_out, zone):
    p = all_params[zone]

    def step(t, to):
        t = t + p["ua"] * (to - t) / p["c"]
        return t, t

    _, temps = jax.lax.scan(step, t0, t_out)
    return temps[-1]
