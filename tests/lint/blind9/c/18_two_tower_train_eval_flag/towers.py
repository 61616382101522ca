import flax.linen as nn
import jax.numpy as jnp


class Tower(nn.Module):
    dim: int
    dropout: float = 0.1

    @nn.compact
    def __call__(self, x, training: bool):
        x = nn.relu(nn.Dense(32)(x))
        x = nn.Dropout(self.dropout, deterministic=not training)(x)
        x = nn.Dense(self.dim)(x)
        return x / (jnp.linalg.norm(x, axis=-1, keepdims=True) + 1e-6)


class TwoTower(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, user_feats, item_feats, training: bool = False):
        u = Tower(self.dim, name="user")(user_feats, training)
        v = Tower(self.dim, name="item")(item_feats, training)
        return u @ v.T
