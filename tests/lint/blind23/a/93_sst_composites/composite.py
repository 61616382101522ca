import jax
import jax.numpy as jnp


@jax.jit
def gap_filled_mean(swaths, fallback):
    valid = ~jnp.isnan(swaths)
    count = valid.sum(axis=0)
    total = jnp.where(valid, swaths, 0.0).sum(axis=0)
    mean = jnp.where(count > 0, total / jnp.maximum(count, 1), fallback)
    return mean, count
