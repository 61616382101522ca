from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def rescore_nbest(am_scores, lm_scores, lm_weight, k):
    total = am_scores + lm_weight * lm_scores
    best, idx = jax.lax.top_k(total, k)
    return best, idx
