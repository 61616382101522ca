import jax
import jax.numpy as jnp


@jax.jit
def review_period(inventory, demand, target, fill_fraction):
    order = fill_fraction * jnp.maximum(target - inventory, 0)
    inventory = jnp.maximum(inventory + order - demand, 0)
    return inventory, order
