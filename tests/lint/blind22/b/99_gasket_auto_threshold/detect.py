import functools
import math

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("edge_threshold",))
def gasket_edge_breaks(profile, edge_threshold):
    grad = jnp.abs(jnp.diff(profile, axis=-1))
    if math.isnan(edge_threshold):
        limit = jnp.mean(grad, axis=-1, keepdims=True) + 3.0 * jnp.std(grad, axis=-1, keepdims=True)
    else:
        limit = edge_threshold
    return jnp.sum(grad > limit, axis=-1)
