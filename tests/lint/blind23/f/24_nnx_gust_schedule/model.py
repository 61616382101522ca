import jax.numpy as jnp
from flax import nnx


class GustLoadNet(nnx.Module):
    """Wing-root bending moment from gust velocity history."""

    def __init__(self, window, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(5,), rngs=rngs)
        self.head = nnx.Linear(8 * window, 1, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.noise_scale = 0.05

    def __call__(self, x):
        x = x + self.noise_scale * jnp.tanh(x)
        h = nnx.relu(self.conv(x[..., None]))
        h = self.dropout(h.reshape(h.shape[0], -1))
        return self.head(h)[:, 0]
