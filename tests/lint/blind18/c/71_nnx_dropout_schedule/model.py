import jax.numpy as jnp
from flax import nnx


class MoveClassifier(nnx.Module):
    """Predicts the expert move of a 6x7 connect-four position."""

    def __init__(self, rngs: nnx.Rngs, hidden=64, dropout=0.3):
        self.l1 = nnx.Linear(42, hidden, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 7, rngs=rngs)

    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        return self.l2(self.drop(nnx.relu(self.l1(x))))
