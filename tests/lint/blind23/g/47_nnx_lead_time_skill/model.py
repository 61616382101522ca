import jax.numpy as jnp
from flax import nnx


class LeadForecaster(nnx.Module):
    def __init__(self, n_in, rngs):
        self.encoder = nnx.Linear(n_in, 32, rngs=rngs)
        self.head = nnx.Linear(32, 1, rngs=rngs)
        self.lead = 1

    def __call__(self, x):
        h = nnx.tanh(self.encoder(x))
        decay = 0.95 ** self.lead
        return self.head(h)[:, 0] * decay
