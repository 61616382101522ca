import flax.linen as nn
import jax.numpy as jnp


class Tower(nn.Module):
    vocab: int
    dim: int

    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(self.vocab, self.dim)(ids)
        x = nn.Dense(self.dim)(nn.relu(x))
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)


class TwoTower(nn.Module):
    num_users: int
    num_items: int
    dim: int = 16

    def setup(self):
        self.user_tower = Tower(self.num_users, self.dim)
        self.item_tower = Tower(self.num_items, self.dim)

    def __call__(self, users, items):
        return self.user_tower(users), self.item_tower(items)
