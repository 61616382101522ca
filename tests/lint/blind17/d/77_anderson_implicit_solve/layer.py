import equinox as eqx
import jax
import jax.numpy as jnp


class ImplicitLayer(eqx.Module):
    W: jax.Array
    U: jax.Array

    def __init__(self, d, key):
        k1, k2 = jax.random.split(key)
        self.W = 0.9 * jax.random.orthogonal(k1, d)
        self.U = jax.random.normal(k2, (d, d)) / jnp.sqrt(d)

    def __call__(self, z, x):
        return jnp.tanh(self.W @ z + self.U @ x)
