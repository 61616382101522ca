import jax.numpy as jnp
from flax import nnx


class LoopNet(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(2, 16, kernel_size=(5,), rngs=rngs)
        self.c2 = nnx.Conv(16, 16, kernel_size=(5,), rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x, mask):
        h = nnx.relu(self.c1(x))
        h = nnx.relu(self.c2(h))
        pooled = (h * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return self.head(pooled)[:, 0]
