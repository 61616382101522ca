import jax
import jax.numpy as jnp


def logistic_loss(w, batch):
    feats, label = batch
    z = feats @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - label * z)


@jax.jit
def batch_loss(w, batch):
    return logistic_loss(w, batch)


@jax.jit
def sgd_update(w, batch):
    return w - 0.5 * jax.grad(logistic_loss)(w, batch)
