import flax.linen as nn
import jax.numpy as jnp


class StrokeRateNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (7,), strides=(2,))(x)
        x = nn.relu(x)
        return nn.Dense(1)(jnp.mean(x, axis=1))[:, 0]
