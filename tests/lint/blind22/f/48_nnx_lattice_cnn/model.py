import jax.numpy as jnp
from flax import nnx


class LatticeEnergyCNN(nnx.Module):
    def __init__(self, channels, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(1, channels, kernel_size=(3, 3), padding="CIRCULAR", rngs=rngs)
        self.conv2 = nnx.Conv(channels, channels, kernel_size=(3, 3), padding="CIRCULAR", rngs=rngs)
        self.head = nnx.Linear(channels, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.gelu(self.conv1(x[..., None]))
        h = nnx.gelu(self.conv2(h))
        return self.head(h.mean(axis=(1, 2)))[:, 0]
