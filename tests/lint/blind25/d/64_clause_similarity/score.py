import jax
import jax.numpy as jnp

@jax.jit
def clause_similarity(left, right):
    l = left / jnp.linalg.norm(left, axis=-1, keepdims=True)
    r = right / jnp.linalg.norm(right, axis=-1, keepdims=True)
    return l @ r.T
