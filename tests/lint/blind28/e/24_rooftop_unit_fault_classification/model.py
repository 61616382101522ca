import jax.numpy as jnp
from flax import nnx


class RTUFaultNet(nnx.Module):
    """Rooftop unit fault classifier with running input normalisation."""

    def __init__(self, n_in, n_classes, rngs):
        self.lin1 = nnx.Linear(n_in, 24, rngs=rngs)
        self.lin2 = nnx.Linear(24, n_classes, rngs=rngs)
        self.mu = nnx.Variable(jnp.zeros(n_in))
        self.seen = 0

    def update_stats(self, x):
        n = x.shape[0]
        total = self.seen + n
        self.mu.value = (self.mu.value * self.seen + x.sum(0)) / total
        self.seen = total

    def __call__(self, x):
        return self.lin2(nnx.relu(self.lin1(x - self.mu.value)))
