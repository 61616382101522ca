import jax
import jax.numpy as jnp


@jax.jit
def masked_normalize(values, mask):
    count = jnp.maximum(mask.sum(axis=0), 1.0)
    mean = (values * mask).sum(axis=0) / count
    var = (((values - mean) * mask) ** 2).sum(axis=0) / count
    return jnp.where(mask > 0, (values - mean) / jnp.sqrt(var + 1e-6), 0.0)
