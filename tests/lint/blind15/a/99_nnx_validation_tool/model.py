import jax.numpy as jnp
from flax import nnx


class DropoutCNN(nnx.Module):
    def __init__(self, num_classes, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.dropout = nnx.Dropout(0.3, rngs=rngs)
        self.fc = nnx.Linear(8, num_classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.bn(self.conv(x)))
        x = self.dropout(jnp.mean(x, axis=(1, 2)))
        return self.fc(x)
