import flax.linen as nn
import jax.numpy as jnp


class PPGRhythmNet(nn.Module):
    channels: int = 8

    @nn.compact
    def __call__(self, x):
        # x: [batch, samples, 1]
        h = nn.relu(nn.Conv(self.channels, (9,), strides=(2,))(x))
        h = nn.relu(nn.Conv(self.channels * 2, (9,), strides=(2,))(h))
        h = jnp.mean(h, axis=1)
        return nn.Dense(1)(h)[:, 0]
