import jax
import jax.numpy as jnp


@jax.jit
def column_mean(values, mask=None):
    if mask is None:
        return values.mean(axis=0)
    return (values * mask).sum(axis=0) / jnp.maximum(mask.sum(axis=0), 1.0)
