import jax.numpy as jnp
from flax import nnx


class PatchClassifier(nnx.Module):
    """Tiny ViT-style classifier with a scheduled stochastic-depth rate."""

    def __init__(self, patch_dim, dim, num_classes, total_steps, rngs):
        self.embed = nnx.Linear(patch_dim, dim, rngs=rngs)
        self.block = nnx.Linear(dim, dim, rngs=rngs)
        self.head = nnx.Linear(dim, num_classes, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.total_steps = total_steps
        self.updates_seen = 0

    def drop_rate(self):
        return 0.2 * jnp.minimum(1.0, self.updates_seen / self.total_steps)

    def __call__(self, patches):
        h = nnx.gelu(self.embed(patches))
        keep = 1.0 - self.drop_rate()
        h = h + keep * nnx.gelu(self.block(self.dropout(h)))
        return self.head(h.mean(axis=1))
