import flax.linen as nn
import jax.numpy as jnp


class ActivityNet(nn.Module):
    n_classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, kernel_size=(5,))(x)
        x = nn.relu(x)
        x = jnp.mean(x, axis=1)
        return nn.Dense(self.n_classes)(x)
