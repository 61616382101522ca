import flax.linen as nn
import jax.numpy as jnp


class StreamingSignGRU(nn.Module):
    hidden: int = 32
    classes: int = 20

    @nn.compact
    def __call__(self, chunk, carry=None):
        cell = nn.GRUCell(features=self.hidden)
        if carry is None:
            carry = jnp.zeros((chunk.shape[0], self.hidden))
        scan = nn.scan(lambda c, carry, x: c(carry, x), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        carry, ys = scan(cell, carry, chunk)
        return carry, nn.Dense(self.classes)(ys[:, -1])
