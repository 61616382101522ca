import jax
import jax.numpy as jnp


@jax.jit
def attend_window(buffer, valid, query_w):
    scores = jnp.where(valid, buffer @ query_w, -jnp.inf)
    attn = jax.nn.softmax(scores)
    return attn @ buffer
