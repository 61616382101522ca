import jax
import jax.numpy as jnp


@jax.jit
def step_feedback(p_known, correct, used_hint, params):
    slip, guess, learn, hint_discount = params
    p_c = p_known * (1 - slip) + (1 - p_known) * guess
    post = jnp.where(correct, p_known * (1 - slip) / p_c, p_known * slip / (1 - p_c))
    # answers given after a hint count as weaker evidence
    post = jnp.where(used_hint, p_known + hint_discount * (post - p_known), post)
    return post + (1 - post) * learn
