import flax.linen as nn
import jax.numpy as jnp


class ItemTower(nn.Module):
    n_items: int
    dim: int = 16

    @nn.compact
    def __call__(self, item_ids, context):
        e = nn.Embed(self.n_items, self.dim, name="embed")(item_ids)
        c = nn.Dense(self.dim, name="ctx")(context)
        return jnp.sum(e * c, axis=-1)
