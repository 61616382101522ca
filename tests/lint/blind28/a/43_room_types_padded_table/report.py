import jax
import jax.numpy as jnp


@jax.jit
def revpar_and_occupancy(table):
    sold, rate, rooms = table[:, 0], table[:, 1], table[:, 2]
    revenue = (sold * rate).sum(0)
    inventory = rooms.sum(0)
    return jnp.mean(revenue / inventory), jnp.mean(sold.sum(0) / inventory)
