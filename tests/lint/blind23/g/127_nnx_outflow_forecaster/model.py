import jax.numpy as jnp
from flax import nnx


class EpochCount(nnx.Variable):
    pass


class OutflowForecaster(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(10, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)
        self.epochs_trained = EpochCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.out(nnx.gelu(self.hidden(x)))[:, 0]
