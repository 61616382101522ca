import jax.numpy as jnp
from flax import nnx


class BandgapMLP(nnx.Module):
    """MC-dropout regressor: composition descriptors -> band gap (eV)."""

    def __init__(self, n_in, hidden, rngs, dropout_rate=0.3):
        self.l1 = nnx.Linear(n_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)
        self.dropout = nnx.Dropout(dropout_rate, rngs=rngs)

    def __call__(self, x):
        h = self.dropout(nnx.relu(self.l1(x)))
        return self.l2(h)[..., 0]
