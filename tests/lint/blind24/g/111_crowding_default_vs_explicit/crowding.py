import jax
import jax.numpy as jnp


@jax.jit
def crowding_level(load, capacity, standing_ratio=0.6):
    seated = capacity * (1 - standing_ratio)
    return jnp.where(load <= seated, 0, jnp.where(load <= capacity, 1, 2))
