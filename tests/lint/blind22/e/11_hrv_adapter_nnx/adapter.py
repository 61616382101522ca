import jax.numpy as jnp
from flax import nnx


class StressHead(nnx.Module):
    """Small per-user head on top of frozen HRV embeddings."""

    def __init__(self, d_in, rngs: nnx.Rngs):
        self.proj = nnx.Linear(d_in, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.baseline = nnx.BatchStat(jnp.zeros((d_in,)))
        self.updates_seen = 0

    def __call__(self, z):
        z = z - self.baseline[...]
        return self.out(nnx.relu(self.proj(z)))[:, 0]

    def update_baseline(self, z, momentum=0.9):
        self.baseline[...] = momentum * self.baseline[...] + (1 - momentum) * jnp.mean(z, axis=0)
        self.updates_seen += 1
