import jax.numpy as jnp
from flax import nnx


class WindowMLP(nnx.Module):
    def __init__(self, lookback, n_features, rngs):
        self.l1 = nnx.Linear(lookback * n_features, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.l1(x.reshape(x.shape[0], -1)))
        return self.l2(h)[:, 0]
