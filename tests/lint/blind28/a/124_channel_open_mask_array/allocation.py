import jax
import jax.numpy as jnp


@jax.jit
def allot_by_mask(rooms, demand, commission, is_open):
    net_value = jnp.where(is_open, demand * (1.0 - commission), 0.0)
    return jnp.floor(net_value / net_value.sum() * rooms)
