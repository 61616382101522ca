import jax.numpy as jnp
from flax import nnx


class CNN(nnx.Module):
    def __init__(self, num_classes, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.head = nnx.Linear(8, num_classes, rngs=rngs)
        self.num_updates = 0

    def __call__(self, x):
        x = nnx.relu(self.bn(self.conv(x)))
        x = jnp.mean(x, axis=(1, 2))
        return self.head(x)
