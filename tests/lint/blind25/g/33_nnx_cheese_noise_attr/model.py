import jax
import jax.numpy as jnp
from flax import nnx


class EyeFormationNet(nnx.Module):
    """Classifies Emmental wheel CT slices: normal eyes, blind, split, cracks."""

    def __init__(self, rngs):
        self.enc = nnx.Linear(36, 32, rngs=rngs)
        self.head = nnx.Linear(32, 4, rngs=rngs)
        self.noise_std = 0.3
        self.rngs = rngs

    def __call__(self, x, train=True):
        if train:
            x = x + self.noise_std * jax.random.normal(self.rngs.noise(), x.shape)
        return self.head(nnx.relu(self.enc(x)))
