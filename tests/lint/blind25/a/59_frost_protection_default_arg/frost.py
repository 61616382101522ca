import jax
import jax.numpy as jnp


@jax.jit
def frost_hours(temps_c, threshold_c=-2.0):
    below = temps_c < threshold_c
    return jnp.sum(below, axis=-1), jnp.min(temps_c, axis=-1)
