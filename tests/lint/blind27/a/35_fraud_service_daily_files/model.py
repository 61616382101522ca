import jax
import jax.numpy as jnp
from flax import nnx


class ClaimScorer(nnx.Module):
    def __init__(self, n_in, rngs):
        self.hidden = nnx.Linear(n_in, 32, rngs=rngs)
        self.norm = nnx.LayerNorm(32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return jax.nn.sigmoid(self.out(nnx.gelu(self.norm(self.hidden(x)))))[:, 0]
