import jax
import jax.numpy as jnp


@jax.jit
def fit_scores(body_cm, size_table):
    ease = size_table - body_cm[None, :]
    too_tight = jnp.where(ease < 0, -ease * 3.0, 0.0)
    too_loose = jnp.where(ease > 4, ease - 4, 0.0)
    return jnp.sum(too_tight + too_loose, axis=1)
