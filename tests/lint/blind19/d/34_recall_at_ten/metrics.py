import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def recall_at_k(emb, query, true_mask, k):
    scores = emb @ emb[query]
    scores = scores.at[query].set(-jnp.inf)
    _, top = jax.lax.top_k(scores, k)
    hits = jnp.sum(true_mask[top])
    return hits / jnp.maximum(jnp.sum(true_mask), 1.0)
