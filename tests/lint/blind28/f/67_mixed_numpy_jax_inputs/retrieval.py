import jax
import jax.numpy as jnp


@jax.jit
def nearest_sign(query, gallery):
    q = query.mean(0)
    q = q / jnp.linalg.norm(q)
    g = gallery / jnp.linalg.norm(gallery, axis=-1, keepdims=True)
    sims = g @ q
    return jnp.argmax(sims), jnp.max(sims)
