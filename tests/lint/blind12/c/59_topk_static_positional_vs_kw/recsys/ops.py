from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def top_k_items(scores, seen_mask, k):
    masked = jnp.where(seen_mask, -jnp.inf, scores)
    vals, idx = jax.lax.top_k(masked, k)
    return idx, vals
