import jax.numpy as jnp
from flax import nnx


class CapsuleScorer(nnx.Module):
    def __init__(self, rngs):
        self.proj = nnx.Linear(10, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, items, mask):
        h = nnx.relu(self.proj(items)) * mask[:, None]
        pooled = h.sum(0) / jnp.maximum(mask.sum(), 1.0)
        return nnx.sigmoid(self.out(pooled))[0]


@nnx.jit
def score_capsule(model, items, mask):
    return model(items, mask)
