import jax.numpy as jnp
from flax import nnx


class GaitPhaseNet(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(6, 32, rngs=rngs)
        self.head = nnx.Linear(32, 4, rngs=rngs)
        self.samples_seen = 0

    def __call__(self, x):
        return self.head(nnx.relu(self.enc(x)))
