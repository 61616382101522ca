import flax.linen as nn
import jax.numpy as jnp


class RadialPotential(nn.Module):
    cutoff: float
    hidden: int = 16

    @nn.compact
    def __call__(self, r):
        envelope = jnp.where(r < self.cutoff, 0.5 * (jnp.cos(jnp.pi * r / self.cutoff) + 1.0), 0.0)
        h = nn.tanh(nn.Dense(self.hidden)(r))
        return envelope * nn.Dense(1)(h)
