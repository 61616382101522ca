import jax.numpy as jnp
import flax.linen as nn


class GaitNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x, mask):
        h = nn.Dense(self.hidden)(x)
        h = nn.relu(h)
        h = nn.Conv(self.hidden, kernel_size=(5,))(h)
        pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(2)(pooled)
