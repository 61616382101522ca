import jax.numpy as jnp


def anomaly_correlation(pred, target, clim):
    a = pred - clim
    b = target - clim
    return jnp.sum(a * b) / jnp.sqrt(jnp.sum(a * a) * jnp.sum(b * b))
