import jax.numpy as jnp


def weighted_log_mse(high_fluence_weight):
    def loss(pred, target):
        w = jnp.where(target > 1.0, high_fluence_weight, 1.0)
        return jnp.mean(w * (pred - jnp.log(target)) ** 2)
    return loss
