import jax.numpy as jnp
from flax import nnx


class VelocityEmulator(nnx.Module):
    """Emulates ice-surface speed from thickness, slope and bed roughness."""

    def __init__(self, rngs):
        self.a = nnx.Linear(3, 32, rngs=rngs)
        self.b = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return jnp.exp(self.b(nnx.gelu(self.a(x))))[:, 0]
