import jax
import jax.numpy as jnp


@jax.jit
def weighted_speed_error(pred, target, weights):
    err = (pred - target) ** 2
    if weights is None:
        return jnp.mean(err)
    return jnp.sum(weights * err) / jnp.sum(weights)
