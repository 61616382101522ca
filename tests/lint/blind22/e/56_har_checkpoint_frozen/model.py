import flax.linen as nn
import jax.numpy as jnp


class GaitNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(8, (5,))(x))
        h = jnp.mean(h, axis=1)
        return nn.Dense(3)(h)
