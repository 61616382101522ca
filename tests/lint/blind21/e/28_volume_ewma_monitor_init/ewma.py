import jax
import jax.numpy as jnp


@jax.jit
def ewma_update(mean, var, x, alpha):
    diff = x - mean
    incr = alpha * diff
    new_mean = mean + incr
    new_var = (1 - alpha) * (var + diff * incr)
    z = diff / jnp.sqrt(var + 1e-3)
    return new_mean, new_var, z
