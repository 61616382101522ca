import flax.linen as nn
import jax.numpy as jnp


class PassageEncoder(nn.Module):
    dim: int = 16

    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.Dense(32)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.1)(x, deterministic=deterministic)
        x = nn.Dense(self.dim)(x)
        return x / jnp.linalg.norm(x, axis=-1, keepdims=True)
