import jax
import jax.numpy as jnp


@jax.jit
def daily_indices(precip, scale):
    pr = precip * scale
    total = pr.sum(axis=0)
    wet = (pr >= 1.0).sum(axis=0)
    rx1h = pr.max(axis=0)
    sdii = jnp.where(wet > 0, total / jnp.maximum(wet, 1), 0.0)
    return total, wet, rx1h, sdii
