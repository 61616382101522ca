import flax.linen as nn
import jax.numpy as jnp


class RadialPotential(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, r, cutoff):
        envelope = jnp.where(r < cutoff, 0.5 * (jnp.cos(jnp.pi * r / cutoff) + 1.0), 0.0)
        h = nn.tanh(nn.Dense(self.hidden)(r))
        return envelope * nn.Dense(1)(h)
