import jax.numpy as jnp
import optax


def huber_loss(pred, target, delta=1.0):
    return optax.huber_loss(pred, target, delta).mean()


def quantile_loss(pred, target, q=0.5):
    err = target - pred
    return jnp.mean(jnp.maximum(q * err, (q - 1) * err))
