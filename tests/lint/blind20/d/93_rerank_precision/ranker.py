from functools import partial

import jax
import jax.numpy as jnp

TOP_N = 5


@partial(jax.jit, static_argnames=("top_n",))
def rerank(w, query, cands, top_n):
    feats = cands * query[None, :]
    scores = feats @ w
    return jax.lax.top_k(scores, top_n)
