import jax.numpy as jnp
from flax import nnx


class StepCount(nnx.Variable):
    pass


class PossessionModel(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.enc = nnx.Linear(n_feat, 16, rngs=rngs)
        self.out = nnx.Linear(16, 3, rngs=rngs)
        self.batches_seen = StepCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.out(nnx.gelu(self.enc(x)))
