import jax
import jax.numpy as jnp
from flax import nnx


class Threshold(nnx.Variable):
    pass


class ReferralModel(nnx.Module):
    def __init__(self, n_in, rngs):
        self.body = nnx.Linear(n_in, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)
        self.cutoff = Threshold(jnp.array(0.5, jnp.float32))

    def __call__(self, x):
        p = jax.nn.sigmoid(self.head(nnx.relu(self.body(x))))[:, 0]
        return p, p > self.cutoff.value
