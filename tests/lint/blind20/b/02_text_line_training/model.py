import jax.numpy as jnp
import flax.linen as nn


class LineEncoder(nn.Module):
    num_classes: int
    features: int = 32

    @nn.compact
    def __call__(self, x):
        x = x[..., None]
        x = nn.Conv(self.features, (3, 3))(x)
        x = nn.relu(x)
        x = x.mean(axis=1)
        return nn.Dense(self.num_classes)(x)
