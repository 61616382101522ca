import jax.numpy as jnp
from flax import nnx


class FluidSegHead(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.out = nnx.Conv(8, 3, kernel_size=(1, 1), rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.conv(x)))
