import jax.numpy as jnp
from flax import nnx


class QueryTower(nnx.Module):
    def __init__(self, dim, rngs):
        self.l1 = nnx.Linear(dim, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(32, dim, rngs=rngs)

    def __call__(self, x):
        h = self.drop(nnx.relu(self.l1(x)))
        out = self.l2(h)
        return out / jnp.linalg.norm(out, axis=-1, keepdims=True)
