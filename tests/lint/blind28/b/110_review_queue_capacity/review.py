from functools import partial

import jax
import jax.numpy as jnp

REVIEW_CAPACITY = 16


@partial(jax.jit, static_argnames=("k",))
def daily_review(scores, evidence, threshold, k=REVIEW_CAPACITY):
    top, idx = jax.lax.top_k(scores, k)
    selected = top > threshold
    return idx, selected, evidence[idx].mean(axis=1)
