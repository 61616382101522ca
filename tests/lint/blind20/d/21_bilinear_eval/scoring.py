import jax
import jax.numpy as jnp


@jax.jit
def bilinear_score(w, queries, docs):
    return jnp.einsum("qd,de,ne->qn", queries, w, docs)
