import jax
import jax.numpy as jnp


@jax.jit
def attend_history(history, query_w):
    scores = history @ query_w
    attn = jax.nn.softmax(scores)
    return attn @ history
