import jax.numpy as jnp
from flax import nnx


class Count(nnx.Variable):
    pass


class GaitPhaseNet(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(6, 32, rngs=rngs)
        self.head = nnx.Linear(32, 4, rngs=rngs)
        self.samples_seen = Count(jnp.array(0, jnp.int32))

    def __call__(self, x):
        self.samples_seen.value += x.shape[0]
        return self.head(nnx.relu(self.enc(x)))
