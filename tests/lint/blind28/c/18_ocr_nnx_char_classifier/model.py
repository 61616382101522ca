import jax
import jax.numpy as jnp
from flax import nnx


class CharClassifier(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.head = nnx.Linear(8 * 16 * 16, 36, rngs=rngs)
        self.images_seen = 0

    def __call__(self, x):
        h = nnx.relu(self.conv(x))
        return self.head(h.reshape(h.shape[0], -1))
