import jax.numpy as jnp
from flax import nnx


class AppearanceField(nnx.Module):
    def __init__(self, rngs, width=32, drop=0.1):
        self.l1 = nnx.Linear(6, width, rngs=rngs)
        self.l2 = nnx.Linear(width, 3, rngs=rngs)
        self.dropout = nnx.Dropout(drop)

    def __call__(self, pts, view_dirs, rngs):
        h = nnx.relu(self.l1(jnp.concatenate([pts, view_dirs], -1)))
        h = self.dropout(h, rngs=rngs)
        return nnx.sigmoid(self.l2(h))
