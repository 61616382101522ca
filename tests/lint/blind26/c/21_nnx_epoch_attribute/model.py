import jax
import jax.numpy as jnp
from flax import nnx


class StressTagger(nnx.Module):
    """Predicts primary-stress position class for syllable feature vectors."""

    def __init__(self, n_in, n_out, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, n_out, rngs=rngs)
        self.epoch = 0

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))
