import jax.numpy as jnp


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def huber(pred, target, delta=5.0):
    r = jnp.abs(pred - target)
    return jnp.mean(jnp.where(r < delta, 0.5 * r ** 2, delta * (r - 0.5 * delta)))


LOSSES = {"mse": mse, "huber": huber}
