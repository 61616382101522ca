from functools import partial

import jax
import jax.numpy as jnp

MAX_K = 5


@partial(jax.jit, static_argnames="k")
def topk_letters(log_probs, k=MAX_K):
    scores, idx = jax.lax.top_k(log_probs, k)
    return idx, jnp.exp(scores)
