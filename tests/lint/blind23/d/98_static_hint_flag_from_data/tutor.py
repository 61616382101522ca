from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("hinted",))
def bkt_step(p_known, correct, params, hinted):
    slip, guess, learn, hint_discount = params
    p_c = p_known * (1 - slip) + (1 - p_known) * guess
    post = jnp.where(correct, p_known * (1 - slip) / p_c, p_known * slip / (1 - p_c))
    if hinted:
        post = p_known + hint_discount * (post - p_known)
    return post + (1 - post) * learn
