import jax.numpy as jnp
from flax import nnx


class SeaState(nnx.Module):
    def __init__(self, n_in, horizon, rngs):
        self.horizon = horizon
        self.enc = nnx.Linear(n_in, 32, rngs=rngs)
        self.head = nnx.Linear(32, 12, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.tanh(self.enc(x)))[:, :self.horizon]
