from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def rolling_zscore(x, window):
    c1 = jnp.cumsum(jnp.pad(x, (1, 0)))
    c2 = jnp.cumsum(jnp.pad(x ** 2, (1, 0)))
    mean = (c1[window:] - c1[:-window]) / window
    var = (c2[window:] - c2[:-window]) / window - mean ** 2
    return (x[window - 1:] - mean) / jnp.sqrt(jnp.maximum(var, 1e-12))
