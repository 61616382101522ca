import flax.linen as nn
import jax.numpy as jnp


class MaskEstimator(nn.Module):
    bins: int

    @nn.compact
    def __call__(self, mag):
        h = nn.relu(nn.Dense(32)(jnp.log1p(mag)))
        return nn.sigmoid(nn.Dense(self.bins)(h))
