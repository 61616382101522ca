import jax.numpy as jnp
from flax import nnx


class ClearanceNet(nnx.Module):
    def __init__(self, n_cov, rngs):
        self.hidden = nnx.Linear(n_cov, 16, rngs=rngs)
        self.out = nnx.Linear(16, 1, rngs=rngs)
        self.updates_seen = nnx.Variable(jnp.array(0, jnp.int32))

    def __call__(self, cov):
        return jnp.exp(self.out(nnx.tanh(self.hidden(cov)))[:, 0])
