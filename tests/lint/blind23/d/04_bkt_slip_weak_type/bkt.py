import jax
import jax.numpy as jnp


@jax.jit
def bkt_filter(p_init, p_learn, p_slip, p_guess, obs):
    def step(p_known, o):
        p_correct = p_known * (1 - p_slip) + (1 - p_known) * p_guess
        post_c = p_known * (1 - p_slip) / p_correct
        post_w = p_known * p_slip / (1 - p_correct)
        post = jnp.where(o == 1, post_c, post_w)
        nxt = post + (1 - post) * p_learn
        return nxt, p_correct
    _, preds = jax.lax.scan(step, p_init, obs)
    return preds
