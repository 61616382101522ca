import jax.numpy as jnp
from flax import nnx


class RhythmNet(nnx.Module):
    def __init__(self, n_leads, n_classes, rngs):
        self.conv = nnx.Conv(n_leads, 16, kernel_size=(7,), rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.head = nnx.Linear(16, n_classes, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.conv(x)).mean(axis=1)
        return self.head(self.drop(h))
