from functools import partial
import jax
import jax.numpy as jnp

WIDTH = 8

@partial(jax.jit, static_argnames=("pos",))
def citation_context(token_vecs, pos):
    start = max(0, pos - WIDTH)
    window = token_vecs[start:start + 2 * WIDTH]
    return window.mean(0)
