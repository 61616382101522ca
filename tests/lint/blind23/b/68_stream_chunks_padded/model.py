import jax.numpy as jnp
from flax import nnx


class EventDetector(nnx.Module):
    def __init__(self, rngs):
        self.conv1 = nnx.Conv(3, 8, kernel_size=(11,), rngs=rngs)
        self.conv2 = nnx.Conv(8, 1, kernel_size=(11,), rngs=rngs)

    def __call__(self, x):
        return nnx.sigmoid(self.conv2(nnx.relu(self.conv1(x))))[..., 0]
