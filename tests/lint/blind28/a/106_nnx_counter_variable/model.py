import jax.numpy as jnp
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class ArrivalsHead(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(12, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.updates_seen = UpdateCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]
