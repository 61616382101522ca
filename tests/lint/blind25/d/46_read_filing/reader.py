import jax
import jax.numpy as jnp

@jax.jit
def read_filing(page_vecs, page_mask, W, U):
    def step(h, inp):
        p, m = inp
        h_new = jnp.tanh(p @ W + h @ U)
        h = jnp.where(m, h_new, h)
        return h, None
    h, _ = jax.lax.scan(step, jnp.zeros(W.shape[1]), (page_vecs, page_mask))
    return h
