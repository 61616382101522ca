import jax.numpy as jnp
from flax import nnx


class DemandNet(nnx.Module):
    def __init__(self, n_in, hidden, rngs, dropout=0.3):
        self.l1 = nnx.Linear(n_in, hidden, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]

    def set_dropout(self, rate):
        self.drop.rate = rate
