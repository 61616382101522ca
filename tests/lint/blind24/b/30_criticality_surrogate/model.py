import jax.numpy as jnp
from flax import nnx


class KeffSurrogate(nnx.Module):
    """Predicts k_eff of a fuel-storage rack from enrichment, pitch, boron ppm, water density."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 64, rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        return 0.9 + 0.1 * jnp.tanh(self.l2(self.drop(nnx.silu(self.l1(x)))))[:, 0]
