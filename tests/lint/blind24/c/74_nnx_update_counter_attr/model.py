import jax.numpy as jnp
from flax import nnx


class OnlineAttritionScorer(nnx.Module):
    def __init__(self, d, rngs):
        self.linear = nnx.Linear(d, 1, rngs=rngs)
        self.n_updates = 0

    def __call__(self, x):
        return self.linear(x)[:, 0]
