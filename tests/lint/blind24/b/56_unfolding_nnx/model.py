import jax.numpy as jnp
from flax import nnx


class SmoothnessWeight(nnx.Variable):
    pass


class ResponseUnfolder(nnx.Module):
    """Recovers a 24-bin neutron spectrum from 10 activation-foil responses."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(10, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 24, rngs=rngs)
        self.smooth = SmoothnessWeight(jnp.array(1e-2))

    def __call__(self, r):
        return nnx.softplus(self.l2(nnx.relu(self.l1(r))))
