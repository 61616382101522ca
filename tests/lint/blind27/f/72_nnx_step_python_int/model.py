import jax.numpy as jnp
from flax import nnx


class BlastVibrationNet(nnx.Module):
    """Peak particle velocity from charge weight, distance and geology."""

    def __init__(self, rngs, warmup=20):
        self.l1 = nnx.Linear(4, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.warmup = warmup
        self.updates = 0

    def __call__(self, x):
        gate = min(1.0, (self.updates + 1) / self.warmup)
        return self.l2(nnx.gelu(self.l1(x)) * gate)[:, 0]
