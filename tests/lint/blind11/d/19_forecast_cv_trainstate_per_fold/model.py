import flax.linen as nn
import jax.numpy as jnp


class TemporalConvNet(nn.Module):
    channels: int = 8

    @nn.compact
    def __call__(self, x):
        h = nn.Conv(self.channels, kernel_size=(3,))(x[..., None])
        h = nn.relu(h)
        h = nn.Conv(self.channels, kernel_size=(3,))(h)
        return nn.Dense(1)(h.mean(axis=1))[..., 0]
