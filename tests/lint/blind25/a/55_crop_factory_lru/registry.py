import functools

import jax
import jax.numpy as jnp

CROP_COEFS = {
    "maize": {"tb": 10.0, "rue": 3.8, "hi": 0.50},
    "wheat": {"tb": 0.0, "rue": 2.8, "hi": 0.45},
}


@functools.lru_cache(maxsize=None)
def yield_estimator(crop):
    c = CROP_COEFS[crop]

    @jax.jit
    def estimate_grain(tmean, par, fint):
        thermal = jnp.clip(tmean - c["tb"], 0.0, None)
        biomass = c["rue"] * jnp.sum(par * fint * (thermal > 0), axis=-1)
        return c["hi"] * biomass / 100.0

    return estimate_grain
