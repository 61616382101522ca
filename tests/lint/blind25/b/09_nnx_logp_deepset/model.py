import jax.numpy as jnp
from flax import nnx


class DeepSetRegressor(nnx.Module):
    def __init__(self, n_types, dim, rngs):
        self.embed = nnx.Embed(n_types + 1, dim, rngs=rngs)
        self.phi = nnx.Linear(dim, dim, rngs=rngs)
        self.rho = nnx.Linear(dim, 1, rngs=rngs)

    def __call__(self, atoms, mask):
        h = nnx.relu(self.phi(self.embed(atoms)))
        pooled = (h * mask[..., None]).sum(1)
        return self.rho(pooled)[:, 0]
