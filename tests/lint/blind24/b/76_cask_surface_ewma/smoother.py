import jax
import jax.numpy as jnp


@jax.jit
def ewma_update(level, variance, reading, alpha):
    err = reading - level
    level = level + alpha * err
    variance = (1 - alpha) * (variance + alpha * err ** 2)
    return level, variance
