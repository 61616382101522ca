import jax.numpy as jnp
from flax import nnx


class PhaseClassifier(nnx.Module):
    """Classifies windows as P, S or noise."""

    def __init__(self, rngs: nnx.Rngs, n_samples=128, hidden=32):
        self.conv = nnx.Conv(3, 8, kernel_size=(7,), rngs=rngs)
        self.dense = nnx.Linear(8 * n_samples, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 3, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.array(0))

    def __call__(self, x):
        h = nnx.relu(self.conv(x))
        h = h.reshape(h.shape[0], -1)
        return self.out(nnx.relu(self.dense(h)))
