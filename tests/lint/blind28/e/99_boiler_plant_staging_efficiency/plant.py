from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def boiler_efficiency(load_kw, return_temp, n_stages):
    plr = load_kw / (n_stages * 350.0)
    condensing_bonus = jnp.clip((55.0 - return_temp) * 0.004, 0.0, 0.08)
    return 0.84 + condensing_bonus - 0.05 * (1 - plr) ** 2
