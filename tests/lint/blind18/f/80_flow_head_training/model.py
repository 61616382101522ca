import jax.numpy as jnp
from flax import nnx


class FlowHead(nnx.Module):
    def __init__(self, c_in, rngs):
        self.conv1 = nnx.Conv(c_in, 16, (3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(16, 2, (3, 3), rngs=rngs)

    def __call__(self, x):
        return self.conv2(nnx.relu(self.conv1(x)))
