import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def attritional_and_large(losses, threshold):
    large = losses > threshold
    attritional = jnp.where(large, 0.0, losses).sum()
    capped_excess = jnp.where(large, losses - threshold, 0.0).sum()
    return attritional, capped_excess, large.sum()


def monthly_threshold(losses, q=0.99):
    return float(np.round(np.quantile(losses, q), -3))
