import jax.numpy as jnp
from flax import nnx


class DynamicsNet(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(3, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)
        self.steps_seen = 0

    def __call__(self, x):
        return self.l2(jnp.tanh(self.l1(x)))
