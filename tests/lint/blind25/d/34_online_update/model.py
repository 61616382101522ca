import jax.numpy as jnp
from flax import nnx

class OnlineClauseClassifier(nnx.Module):
    def __init__(self, d, n_classes, rngs):
        self.linear = nnx.Linear(d, n_classes, rngs=rngs)
        self.docs_seen = 0

    def __call__(self, x):
        return self.linear(x)
