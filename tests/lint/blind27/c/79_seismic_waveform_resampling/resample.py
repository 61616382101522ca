from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="factor")
def decimate(trace, factor):
    n = trace.shape[0] // factor * factor
    kernel = jnp.hanning(2 * factor + 1)
    smooth = jnp.convolve(trace, kernel / kernel.sum(), mode="same")
    return smooth[:n:factor]
