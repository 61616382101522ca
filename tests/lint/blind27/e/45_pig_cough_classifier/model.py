import jax.numpy as jnp
from flax import nnx


class CoughClassifier(nnx.Module):
    """Pig cough audio features (MFCC summary) -> respiratory disease class."""

    def __init__(self, n_feat, n_cls, rngs):
        self.hidden = nnx.Linear(n_feat, 32, rngs=rngs)
        self.out = nnx.Linear(32, n_cls, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x))) / self.temperature
