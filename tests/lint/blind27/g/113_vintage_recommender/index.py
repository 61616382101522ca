import jax
import jax.numpy as jnp

MAX_RESULTS = 20


@jax.jit
def nearest_vintages(catalogue, query):
    cat = catalogue / jnp.linalg.norm(catalogue, axis=1, keepdims=True)
    q = query / jnp.linalg.norm(query)
    return jax.lax.top_k(cat @ q, MAX_RESULTS)
