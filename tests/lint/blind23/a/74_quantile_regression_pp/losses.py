import jax.numpy as jnp


def quantile_loss(tau, pred, target):
    diff = target - pred
    return jnp.mean(jnp.maximum(tau * diff, (tau - 1) * diff))
