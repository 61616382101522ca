import jax
import jax.numpy as jnp


@jax.jit
def accumulate_load(total, rpe, minutes):
    return total + jnp.sum(rpe * minutes)
