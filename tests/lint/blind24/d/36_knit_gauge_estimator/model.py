import jax.numpy as jnp
from flax import nnx


class SeenCount(nnx.Variable):
    pass


class GaugeEstimator(nnx.Module):
    """Predicts stitches per 10 cm from yarn tex, needle size and tension setting."""

    def __init__(self, rngs):
        self.body = nnx.Linear(3, 8, rngs=rngs)
        self.head = nnx.Linear(8, 1, rngs=rngs)
        self.seen = SeenCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        self.seen.value += x.shape[0]
        return self.head(nnx.tanh(self.body(x)))[:, 0]
