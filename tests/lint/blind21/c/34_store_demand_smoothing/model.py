import jax
import jax.numpy as jnp


@jax.jit
def ewma_update(level, sales, alpha):
    level = alpha * sales + (1.0 - alpha) * level
    return level, jnp.abs(sales - level).mean()
