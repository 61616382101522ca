from functools import partial

import jax
import jax.numpy as jnp

BAND = {"B1": 0.05, "B2": 0.05, "B3": 0.03, "B4": 0.05, "B5": 0.04}


@partial(jax.jit, static_argnums=(1,))
def band_excursion(v, buses):
    band = jnp.array([BAND[b] for b in buses])
    return jnp.maximum(jnp.abs(v - 1.0) - band, 0.0)
