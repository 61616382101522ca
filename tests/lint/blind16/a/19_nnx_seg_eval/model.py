import jax.numpy as jnp
from flax import nnx


class SegNet(nnx.Module):
    def __init__(self, num_classes, rngs: nnx.Rngs):
        self.conv1 = nnx.Conv(3, 8, (3, 3), rngs=rngs)
        self.conv2 = nnx.Conv(8, 8, (3, 3), rngs=rngs)
        self.head = nnx.Conv(8, num_classes, (1, 1), rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv1(x))
        x = nnx.relu(self.conv2(x))
        return self.head(x)
