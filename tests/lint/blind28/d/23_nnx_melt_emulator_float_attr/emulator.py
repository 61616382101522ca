import jax.numpy as jnp
from flax import nnx


class MeltEmulator(nnx.Module):
    """Surface-melt emulator for a regional climate model (MAR-like) on Greenland."""

    def __init__(self, rngs):
        self.hidden = nnx.Linear(5, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)
        self.albedo_bias = 0.0

    def __call__(self, x):
        albedo = x[:, 4:5] + self.albedo_bias
        x = jnp.concatenate([x[:, :4], albedo], axis=1)
        return nnx.softplus(self.out(nnx.relu(self.hidden(x))))[:, 0]
