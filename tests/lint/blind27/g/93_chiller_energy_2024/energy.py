import jax
import jax.numpy as jnp


@jax.jit
def monthly_chiller_load(block, valid):
    kwh = jnp.where(valid, block[:, 1], 0.0)
    hot_days = jnp.sum(valid & (block[:, 0] > 15.0))
    return kwh.sum(), jnp.max(jnp.where(valid, block[:, 1], -jnp.inf)), hot_days
