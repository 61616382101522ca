import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(3,))
def top_alerts(scores, asset_weight, n_valid, k):
    priority = jnp.where(jnp.arange(scores.shape[0]) < n_valid, scores * asset_weight, -jnp.inf)
    vals, idx = jax.lax.top_k(priority, k)
    return vals, idx
