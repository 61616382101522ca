import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(2,))
def top_alerts(scores, asset_weight, k):
    priority = scores * asset_weight
    vals, idx = jax.lax.top_k(priority, k)
    return vals, idx
