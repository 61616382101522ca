from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mode",))
def rolling_features(x, scale, mode="same"):
    kernel = jnp.ones((4,)) / 4.0
    smooth = jnp.convolve(x, kernel, mode=mode)
    return smooth * scale
