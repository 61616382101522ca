from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("opts",))
def retrieve(item_table, query, seen_mask, opts):
    scores = item_table @ query
    if opts.exclude_seen:
        scores = jnp.where(seen_mask, opts.score_floor, scores)
    vals, idx = jax.lax.top_k(scores, opts.top_k)
    return vals, idx
