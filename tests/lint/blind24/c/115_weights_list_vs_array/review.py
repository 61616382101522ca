import jax
import jax.numpy as jnp


@jax.jit
def overall_rating(competencies, weights):
    w = jnp.asarray(weights)
    return jnp.round((competencies * w).sum(-1) / w.sum(), 2)
