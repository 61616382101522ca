import jax.numpy as jnp
from flax import nnx


class JammerDetector(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.l1 = nnx.Linear(n_feat, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))
