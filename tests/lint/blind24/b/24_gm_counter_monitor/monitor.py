from functools import partial

import jax
import jax.numpy as jnp

CPS_PER_USV_H = 8.3


@partial(jax.jit, static_argnums=(1,))
def smoothed_dose_rate(counts, window):
    kernel = jnp.ones(window) / window
    cps = jnp.convolve(counts, kernel, mode="valid")
    return cps / CPS_PER_USV_H
