from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mulch",))
def soil_evaporation(et0, theta_top, cover_frac, mulch):
    ke = 1.1 * jnp.clip(theta_top / 0.3, 0.0, 1.0)
    if mulch:
        ke = ke * (1.0 - 0.5 * cover_frac)
    return jnp.sum(ke * et0)
