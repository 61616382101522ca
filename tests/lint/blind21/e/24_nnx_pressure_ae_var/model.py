import jax.numpy as jnp
from flax import nnx


class Counter(nnx.Variable):
    pass


class PressureAE(nnx.Module):
    def __init__(self, window, latent, rngs):
        self.enc = nnx.Linear(window, latent, rngs=rngs)
        self.dec = nnx.Linear(latent, window, rngs=rngs)
        self.windows_seen = Counter(jnp.zeros((), jnp.int32))

    def __call__(self, x):
        return self.dec(nnx.relu(self.enc(x)))

    def anomaly_score(self, x):
        return jnp.mean((self(x) - x) ** 2, axis=-1)
