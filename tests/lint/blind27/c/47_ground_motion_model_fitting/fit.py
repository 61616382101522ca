import jax
import jax.numpy as jnp


def predict(theta, feats):
    return feats @ theta[:-1] + theta[-1]


@jax.jit
def gd_epoch(theta, feats, target, lr, l2):
    def loss(t):
        return jnp.mean((predict(t, feats) - target) ** 2) + l2 * jnp.sum(t[:-1] ** 2)
    g = jax.grad(loss)(theta)
    return theta - lr * g, loss(theta)
