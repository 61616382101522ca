import flax.linen as nn
import jax.numpy as jnp


class EddyViscosityNet(nn.Module):
    """Maps (strain-rate invariant, wall distance) to a log eddy-viscosity correction."""
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)[..., 0]
