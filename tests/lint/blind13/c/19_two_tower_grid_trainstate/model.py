import flax.linen as nn
import jax.numpy as jnp


class Tower(nn.Module):
    hidden: int = 32
    out: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.out)(nn.relu(nn.Dense(self.hidden)(x)))
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)


class TwoTower(nn.Module):
    @nn.compact
    def __call__(self, users, items):
        u = Tower(name="user_tower")(users)
        v = Tower(name="item_tower")(items)
        return u @ v.T
