import jax.numpy as jnp
from flax import nnx


class AgentForecaster(nnx.Module):
    def __init__(self, hist, fut, hidden, rngs):
        self.encoder = nnx.Linear(hist * 2, hidden, rngs=rngs)
        self.decoder = nnx.Linear(hidden, fut * 2, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.fut = fut
        self.seen_batches = 0

    def __call__(self, past):
        h = nnx.gelu(self.encoder(past.reshape(past.shape[0], -1)))
        h = self.dropout(h)
        return self.decoder(h).reshape(past.shape[0], self.fut, 2)
