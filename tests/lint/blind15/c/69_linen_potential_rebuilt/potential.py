import flax.linen as nn
import jax.numpy as jnp


class SoftenedPairNet(nn.Module):
    hidden: int = 32
    softening: float = 0.1

    @nn.compact
    def __call__(self, r):
        r_eff = jnp.sqrt(r ** 2 + self.softening ** 2)
        h = nn.softplus(nn.Dense(self.hidden)(r_eff[..., None]))
        return nn.Dense(1)(h)[..., 0]
