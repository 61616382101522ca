import jax.numpy as jnp
from flax import nnx


class TrafficAE(nnx.Module):
    def __init__(self, n_in, rngs):
        self.enc = nnx.Linear(n_in, 8, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.dec = nnx.Linear(8, n_in, rngs=rngs)

    def __call__(self, x):
        return self.dec(self.drop(nnx.relu(self.enc(x))))


def recon_error(model, x):
    return jnp.mean((model(x) - x) ** 2, axis=-1)
