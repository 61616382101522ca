import flax.linen as nn
import jax
import jax.numpy as jnp


class StreamingActionHead(nn.Module):
    hidden: int = 16
    classes: int = 4

    @nn.compact
    def __call__(self, carry, feat):
        cell = nn.OptimizedLSTMCell(self.hidden)
        if carry is None:
            carry = cell.initialize_carry(jax.random.PRNGKey(0), feat.shape)
        carry, h = cell(carry, feat)
        return carry, nn.Dense(self.classes)(h)
