import flax.linen as nn
import jax.numpy as jnp


class PropensityNet(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x):
        h = nn.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(h).squeeze(-1)
