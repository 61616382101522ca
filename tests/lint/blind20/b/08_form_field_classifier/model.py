import jax.numpy as jnp
from flax import nnx

FIELD_TYPES = ("text", "checkbox", "signature", "date")


class FieldClassifier(nnx.Module):
    def __init__(self, in_features, hidden, rngs):
        self.proj = nnx.Linear(in_features, hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, len(FIELD_TYPES), rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.relu(self.proj(x)))
