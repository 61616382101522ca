import jax
import jax.numpy as jnp


@jax.jit
def month_occupancy(rooms_sold, valid, capacity):
    occ = rooms_sold / capacity
    n = valid.sum()
    mean = (occ * valid).sum() / n
    sell_out_days = ((occ >= 0.98) * valid).sum()
    return mean, sell_out_days
