import jax.numpy as jnp
from flax import nnx


class PointFeatureNet(nnx.Module):
    def __init__(self, rngs, width=32):
        self.l1 = nnx.Linear(3, width, rngs=rngs)
        self.l2 = nnx.Linear(width, width, rngs=rngs)
        self.head = nnx.Linear(width, 1, rngs=rngs)

    def __call__(self, pts):
        h = nnx.relu(self.l1(pts))
        h = nnx.relu(self.l2(h))
        self.sow(nnx.Intermediate, "pooled", jnp.max(h, axis=0))
        return self.head(h)[..., 0]
