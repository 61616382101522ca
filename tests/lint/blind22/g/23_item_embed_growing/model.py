import jax.numpy as jnp
from flax import nnx


class ItemTower(nnx.Module):
    def __init__(self, n_items, dim, rngs):
        self.embed = nnx.Embed(n_items, dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)

    def __call__(self, ids):
        return self.proj(self.embed(ids))


def grow_catalogue(model, n_new, rngs):
    old = model.embed.embedding.value
    extra = 0.01 * jnp.ones((n_new, old.shape[1]))
    model.embed = nnx.Embed(old.shape[0] + n_new, old.shape[1], rngs=rngs)
    model.embed.embedding.value = jnp.concatenate([old, extra], axis=0)
    return old.shape[0] + n_new
