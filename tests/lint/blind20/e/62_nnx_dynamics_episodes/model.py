import jax.numpy as jnp
from flax import nnx


class ResidualDynamics(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 2, rngs=rngs)

    def __call__(self, x, u):
        h = nnx.tanh(self.l1(jnp.concatenate([x, u], -1)))
        return x + 0.1 * self.l2(h)
