import jax.numpy as jnp


def latitude_weights(lats):
    w = jnp.cos(jnp.deg2rad(lats))
    return w / w.mean()


def weighted_mse(pred, target, weights):
    return jnp.mean(weights[:, None, None] * (pred - target) ** 2)
