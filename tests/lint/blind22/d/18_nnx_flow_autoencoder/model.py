import jax.numpy as jnp
from flax import nnx


class Counter(nnx.Variable):
    pass


class FlowAutoencoder(nnx.Module):
    def __init__(self, n_features, rngs):
        self.enc = nnx.Linear(n_features, 4, rngs=rngs)
        self.dec = nnx.Linear(4, n_features, rngs=rngs)
        self.batches_seen = Counter(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x):
        return self.dec(nnx.relu(self.enc(x)))


def reconstruction_error(model, x):
    return jnp.mean((model(x) - x) ** 2, axis=-1)
