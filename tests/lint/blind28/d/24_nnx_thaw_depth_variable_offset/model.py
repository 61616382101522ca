import jax.numpy as jnp
from flax import nnx


class Forcing(nnx.Variable):
    pass


class ThawDepthNet(nnx.Module):
    """Active-layer thickness from thawing degree days, soil moisture, organic layer depth."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 1, rngs=rngs)
        self.warming = Forcing(jnp.zeros(()))

    def __call__(self, x):
        tdd = x[:, :1] + self.warming.value
        h = nnx.swish(self.l1(jnp.concatenate([tdd, x[:, 1:]], axis=1)))
        return self.l2(h)[:, 0]
