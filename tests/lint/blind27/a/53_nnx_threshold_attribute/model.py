import jax
import jax.numpy as jnp
from flax import nnx


class TriageModel(nnx.Module):
    def __init__(self, n_in, rngs):
        self.body = nnx.Linear(n_in, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)
        self.refer_threshold = 0.5

    def __call__(self, x):
        p = jax.nn.sigmoid(self.head(nnx.relu(self.body(x))))[:, 0]
        return p, p > self.refer_threshold
