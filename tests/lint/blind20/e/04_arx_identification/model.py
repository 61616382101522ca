import equinox as eqx
import jax
import jax.numpy as jnp


class ARX(eqx.Module):
    theta: jax.Array

    def __init__(self, n_params, key):
        self.theta = 0.01 * jax.random.normal(key, (n_params,))

    def __call__(self, phi):
        return phi @ self.theta


def loss_fn(model, phi, y):
    return jnp.mean((model(phi) - y) ** 2)
