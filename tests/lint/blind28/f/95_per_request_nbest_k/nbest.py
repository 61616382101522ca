from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="k")
def nbest_letters(log_probs, k):
    scores, idx = jax.lax.top_k(log_probs, k)
    return idx, jnp.exp(scores)
