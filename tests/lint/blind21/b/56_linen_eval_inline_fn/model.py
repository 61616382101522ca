import flax.linen as nn
import jax.numpy as jnp


class EEGConvEncoder(nn.Module):
    n_classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(6, kernel_size=(7,), strides=(2,))(x)
        x = nn.gelu(x)
        x = x.mean(axis=1)
        return nn.Dense(self.n_classes)(x)
