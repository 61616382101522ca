from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def smoothed_rumination(x, window):
    kernel = jnp.ones(window) / window
    return jnp.convolve(x, kernel, mode="same")
