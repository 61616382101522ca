import jax.numpy as jnp
from flax import nnx


class PageCount(nnx.Variable):
    pass


class TableDetector(nnx.Module):
    """Predicts a table-presence score and a box for each page crop."""

    def __init__(self, in_ch, rngs):
        self.conv = nnx.Conv(in_ch, 8, kernel_size=(3, 3), rngs=rngs)
        self.score = nnx.Linear(8, 1, rngs=rngs)
        self.box = nnx.Linear(8, 4, rngs=rngs)
        self.pages_seen = PageCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        h = nnx.relu(self.conv(x)).mean(axis=(1, 2))
        return self.score(h)[:, 0], nnx.sigmoid(self.box(h))

    def record(self, n):
        self.pages_seen.value = self.pages_seen.value + n
