import flax.linen as nn
import jax.numpy as jnp


class TrajectoryDecoder(nn.Module):
    fut: int = 12
    hidden: int = 32

    @nn.compact
    def __call__(self, past):
        b, a, h, _ = past.shape
        x = past.reshape(b, a, h * 2)
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dense(self.fut * 2)(x)
        return x.reshape(b, a, self.fut, 2)
