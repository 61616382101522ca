import jax.numpy as jnp
from flax import nnx


class StandardizedDecoder(nnx.Module):
    def __init__(self, n_features, n_out, rngs):
        self.linear = nnx.Linear(n_features, n_out, rngs=rngs)
        self.feat_mean = nnx.BatchStat(jnp.zeros(n_features))
        self.n_batches = nnx.BatchStat(jnp.zeros((), dtype=jnp.float32))

    def __call__(self, x):
        return self.linear(x - self.feat_mean.value)

    def observe(self, x):
        k = self.n_batches.value
        self.feat_mean.value = (self.feat_mean.value * k + x.mean(0)) / (k + 1)
        self.n_batches.value = k + 1
