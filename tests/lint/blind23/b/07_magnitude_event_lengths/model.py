import flax.linen as nn
import jax.numpy as jnp


class MagnitudeNet(nn.Module):
    features: int = 16

    @nn.compact
    def __call__(self, x, mask):
        h = nn.Conv(self.features, kernel_size=(9,))(x)
        h = nn.gelu(h)
        h = nn.Conv(self.features, kernel_size=(9,))(h)
        h = jnp.abs(h)
        w = mask[..., None]
        pooled = jnp.sum(h * w, axis=1) / jnp.maximum(jnp.sum(w, axis=1), 1.0)
        return nn.Dense(1)(pooled)[..., 0]
