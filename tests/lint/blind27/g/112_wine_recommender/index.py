from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def similar_wines(catalogue, query, k):
    cat = catalogue / jnp.linalg.norm(catalogue, axis=1, keepdims=True)
    q = query / jnp.linalg.norm(query)
    scores, idx = jax.lax.top_k(cat @ q, k)
    return scores, idx
