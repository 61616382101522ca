from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def smooth_coverage(depth, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(depth, kernel, mode="same")
