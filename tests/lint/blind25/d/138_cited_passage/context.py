import jax
import jax.numpy as jnp

WIDTH = 8

@jax.jit
def cited_passage(token_vecs, pos):
    start = jnp.clip(pos - WIDTH, 0, token_vecs.shape[0] - 2 * WIDTH)
    window = jax.lax.dynamic_slice_in_dim(token_vecs, start, 2 * WIDTH)
    return window.mean(0)
