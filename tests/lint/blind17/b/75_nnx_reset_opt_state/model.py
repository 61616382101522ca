import jax.numpy as jnp
from flax import nnx


class NCF(nnx.Module):
    def __init__(self, num_users, num_items, dim, rngs):
        self.user = nnx.Embed(num_users, dim, rngs=rngs)
        self.item = nnx.Embed(num_items, dim, rngs=rngs)
        self.mlp = nnx.Sequential(
            nnx.Linear(2 * dim, 32, rngs=rngs), nnx.relu, nnx.Linear(32, 1, rngs=rngs)
        )

    def __call__(self, users, items):
        u, i = self.user(users), self.item(items)
        gmf = jnp.sum(u * i, -1)
        return gmf + self.mlp(jnp.concatenate([u, i], -1))[:, 0]
