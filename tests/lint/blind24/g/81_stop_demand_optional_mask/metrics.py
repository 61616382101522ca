import jax
import jax.numpy as jnp


@jax.jit
def weighted_mape(pred, actual, mask=None):
    err = jnp.abs(pred - actual) / jnp.maximum(actual, 1.0)
    if mask is None:
        return jnp.mean(err)
    return jnp.sum(err * mask) / jnp.maximum(jnp.sum(mask), 1.0)
