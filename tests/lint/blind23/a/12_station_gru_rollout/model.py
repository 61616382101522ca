import flax.linen as nn
import jax.numpy as jnp


class StationGRU(nn.Module):
    hidden: int = 24

    @nn.compact
    def __call__(self, carry, x):
        carry, h = nn.GRUCell(self.hidden)(carry, x)
        return carry, nn.Dense(1)(h)[..., 0]

    def initial_state(self, batch):
        return jnp.zeros((batch, self.hidden))
