import jax.numpy as jnp
from flax import nnx


class Temperature(nnx.Variable):
    pass


class ItemBuildPolicy(nnx.Module):
    def __init__(self, n_items, dim, rngs):
        self.embed = nnx.Embed(n_items, dim, rngs=rngs)
        self.score = nnx.Linear(dim, n_items, rngs=rngs)
        self.temperature = Temperature(jnp.array(1.0))

    def __call__(self, owned):
        ctx = self.embed(owned).mean(axis=1)
        return self.score(ctx) / self.temperature[...]


@nnx.jit
def build_distribution(policy, owned):
    return nnx.softmax(policy(owned), axis=-1)
