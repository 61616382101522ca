from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="k")
def rank_candidates(query, candidates, k):
    q = query / jnp.linalg.norm(query)
    c = candidates / jnp.linalg.norm(candidates, axis=1, keepdims=True)
    return jax.lax.top_k(c @ q, k)
