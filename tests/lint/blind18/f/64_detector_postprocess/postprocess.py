from functools import partial

import jax
import jax.numpy as jnp

SCORE_THRESH = 0.6
MAX_PROPOSALS = 128


@partial(jax.jit, static_argnames=("k",))
def select_proposals(scores, boxes, k):
    top_scores, idx = jax.lax.top_k(scores, k)
    keep = top_scores > SCORE_THRESH
    return jnp.where(keep, top_scores, 0.0), jnp.where(keep[:, None], boxes[idx], 0.0)


def decode(scores, boxes):
    return select_proposals(scores, boxes, k=MAX_PROPOSALS)
