import jax.numpy as jnp
from flax import nnx


class SiameseEncoder(nnx.Module):
    def __init__(self, din, dout, *, rngs):
        self.backbone = nnx.Linear(din, 32, rngs=rngs)
        self.head = nnx.Linear(32, dout, rngs=rngs)

    def __call__(self, x):
        z = self.head(nnx.relu(self.backbone(x)))
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)
