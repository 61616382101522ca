import flax.linen as nn
import jax.numpy as jnp


class FingerprintMLP(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, fp):
        x = nn.Dense(self.hidden)(fp)
        x = nn.relu(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[..., 0]
