import jax.numpy as jnp
from flax import nnx


class WindowAutoencoder(nnx.Module):
    def __init__(self, window, hidden, rngs):
        self.enc = nnx.Linear(window, hidden, rngs=rngs)
        self.dec = nnx.Linear(hidden, window, rngs=rngs)
        self.batches_seen = nnx.Variable(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        return self.dec(nnx.relu(self.enc(x)))

    def score(self, x):
        return jnp.mean((self(x) - x) ** 2, axis=-1)
