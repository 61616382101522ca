from functools import partial

import jax
import jax.numpy as jnp

K_FACTORS = {"solo": 32.0, "flex": 16.0}


@partial(jax.jit, static_argnames=("queue",))
def ladder_update(lp, a, b, a_won, queue):
    k = K_FACTORS[queue]
    e = jax.nn.sigmoid((lp[a] - lp[b]) / 150.0)
    d = k * (a_won - e)
    if queue == "flex":
        d = jnp.clip(d, -10.0, 10.0)
    return lp.at[a].add(d).at[b].add(-d)
