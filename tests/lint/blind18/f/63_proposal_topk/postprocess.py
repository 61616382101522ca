from functools import partial

import jax
import jax.numpy as jnp

SCORE_THRESH = 0.6


@partial(jax.jit, static_argnames=("k",))
def select_proposals(scores, boxes, k):
    top_scores, idx = jax.lax.top_k(scores, k)
    return top_scores, boxes[idx]


def decode(scores, boxes):
    k = int(jnp.sum(scores > SCORE_THRESH))
    return select_proposals(scores, boxes, k=k)
