import jax
import jax.numpy as jnp
from flax import nnx


class RBMWavefunction(nnx.Module):
    def __init__(self, n_visible, alpha, rngs: nnx.Rngs):
        n_hidden = alpha * n_visible
        self.a = nnx.Param(jnp.zeros((n_visible,)))
        self.b = nnx.Param(jnp.zeros((n_hidden,)))
        self.W = nnx.Param(0.05 * jax.random.normal(rngs.params(), (n_visible, n_hidden)))
        self.epoch = nnx.Variable(jnp.zeros((), dtype=jnp.int32))

    def __call__(self, s):
        theta = s @ self.W.value + self.b.value
        return s @ self.a.value + jnp.sum(jnp.log(jnp.cosh(theta)), axis=-1)
