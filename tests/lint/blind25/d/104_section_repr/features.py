import jax
import jax.numpy as jnp

@jax.jit
def section_repr(body_vecs, title_vec, use_title):
    pooled = body_vecs.mean(0)
    return jnp.where(use_title, 0.5 * (pooled + title_vec), pooled)
