import jax.numpy as jnp
from flax import nnx


class PossessionModel(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.enc = nnx.Linear(n_feat, 16, rngs=rngs)
        self.out = nnx.Linear(16, 3, rngs=rngs)
        self.batches_seen = 0

    def __call__(self, x):
        return self.out(nnx.gelu(self.enc(x)))
