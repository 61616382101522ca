import flax.linen as nn
import jax.numpy as jnp


class LineEncoder(nn.Module):
    dim: int = 32

    @nn.compact
    def __call__(self, lines):
        x = nn.Conv(8, (3, 3))(lines[..., None])
        x = nn.relu(x).mean(axis=(1, 2))
        return nn.Dense(self.dim)(x)


class PageWriterModel(nn.Module):
    n_writers: int = 12

    @nn.compact
    def __call__(self, lines):
        z = LineEncoder()(lines)
        return nn.Dense(self.n_writers)(z.mean(axis=0))
