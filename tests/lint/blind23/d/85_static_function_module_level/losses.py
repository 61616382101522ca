import jax.numpy as jnp
import optax


def robust_growth_loss(pred, target):
    return optax.huber_loss(pred, target, delta=5.0)


def squared_growth_loss(pred, target):
    return 0.5 * (pred - target) ** 2


LOSSES = {"huber": robust_growth_loss, "l2": squared_growth_loss}
