import jax.numpy as jnp
from flax import nnx


class QuantileLoadModel(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.body = nnx.Linear(n_feat, 3, rngs=rngs)
        self.spread_scale = nnx.Variable(jnp.float32(1.0))

    def __call__(self, x):
        out = self.body(x)
        median = out[:, 1]
        lo = median - self.spread_scale[...] * jnp.abs(out[:, 0])
        hi = median + self.spread_scale[...] * jnp.abs(out[:, 2])
        return lo, median, hi
