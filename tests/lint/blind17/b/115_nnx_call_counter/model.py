import jax.numpy as jnp
from flax import nnx


class ItemTower(nnx.Module):
    def __init__(self, num_items, dim, rngs):
        self.embed = nnx.Embed(num_items, dim, rngs=rngs)
        self.norm = nnx.LayerNorm(dim, rngs=rngs)
        self.num_batches_seen = 0

    def __call__(self, items):
        self.num_batches_seen += 1
        return self.norm(self.embed(items))


class Retriever(nnx.Module):
    def __init__(self, num_users, num_items, dim, rngs):
        self.user = nnx.Embed(num_users, dim, rngs=rngs)
        self.items = ItemTower(num_items, dim, rngs)

    def __call__(self, users, items):
        return jnp.sum(self.user(users) * self.items(items), -1)
