import flax.linen as nn
import jax.numpy as jnp


class Tower(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.gelu(nn.Dense(32)(x))
        z = nn.Dense(self.dim)(h)
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


class TwoTower(nn.Module):
    def setup(self):
        self.user = Tower()
        self.item = Tower()

    def __call__(self, u, i):
        return self.user(u), self.item(i)
