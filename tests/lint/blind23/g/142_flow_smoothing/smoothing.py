from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def moving_average_flow(q, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(q, kernel, mode="same")
