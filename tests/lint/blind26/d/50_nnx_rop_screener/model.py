import jax.numpy as jnp
from flax import nnx


class ROPScreener(nnx.Module):
    """Retinopathy of prematurity plus-disease classifier on vessel-tortuosity features."""

    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)
        self.label_smoothing = 0.1
        self.epoch = 0

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))[:, 0]

    def smoothed(self, y):
        # anneal smoothing towards zero as training proceeds
        eps = self.label_smoothing / (1 + self.epoch)
        return y * (1 - eps) + 0.5 * eps
