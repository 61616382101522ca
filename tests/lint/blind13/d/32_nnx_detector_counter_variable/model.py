import jax.numpy as jnp
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class WindowAutoencoder(nnx.Module):
    def __init__(self, window, latent, *, rngs):
        self.enc = nnx.Linear(window, latent, rngs=rngs)
        self.dec = nnx.Linear(latent, window, rngs=rngs)
        self.updates_seen = UpdateCount(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        return self.dec(nnx.tanh(self.enc(x)))

    def score(self, x):
        return jnp.mean((self(x) - x) ** 2, axis=-1)
