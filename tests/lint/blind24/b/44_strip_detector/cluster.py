from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_strips",))
def centroid(adc, threshold, pitch, n_strips):
    pos = (jnp.arange(n_strips) + 0.5) * pitch
    w = jnp.where(adc > threshold, adc, 0.0)
    return jnp.sum(w * pos) / jnp.maximum(jnp.sum(w), 1e-6)
