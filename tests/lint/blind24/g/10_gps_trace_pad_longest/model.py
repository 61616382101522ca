import jax.numpy as jnp
from flax import nnx


class SegmentTimeModel(nnx.Module):
    def __init__(self, rngs):
        self.enc = nnx.Linear(1, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, speeds, mask):
        h = nnx.relu(self.enc(speeds[..., None] / 30.0))
        per_seg = nnx.softplus(self.out(h))[..., 0]
        return jnp.sum(per_seg * mask, axis=1)
