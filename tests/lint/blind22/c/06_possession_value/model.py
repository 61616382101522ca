import flax.linen as nn
import jax.numpy as jnp


class PossessionXG(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, events, mask):
        h = nn.relu(nn.Dense(self.hidden)(events))
        h = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
        return nn.Dense(1)(h)[..., 0]
