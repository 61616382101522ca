import jax.numpy as jnp
from flax import nnx


class StreamingCTR(nnx.Module):
    def __init__(self, num_features, hidden, rngs: nnx.Rngs):
        self.hidden = nnx.Linear(num_features, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.examples_seen = 0

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x))).squeeze(-1)
