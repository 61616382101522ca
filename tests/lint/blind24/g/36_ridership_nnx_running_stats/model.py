import jax.numpy as jnp
from flax import nnx


class Seen(nnx.Variable):
    pass


class NormalizedRegressor(nnx.Module):
    def __init__(self, n_in, rngs):
        self.mean = Seen(jnp.zeros(n_in))
        self.var = Seen(jnp.ones(n_in))
        self.count = Seen(jnp.zeros((), jnp.float32))
        self.lin = nnx.Linear(n_in, 1, rngs=rngs)

    def observe(self, x):
        n = x.shape[0]
        total = self.count.value + n
        delta = x.mean(0) - self.mean.value
        self.mean.value = self.mean.value + delta * n / total
        self.var.value = (self.var.value * self.count.value + x.var(0) * n) / total
        self.count.value = total

    def __call__(self, x):
        z = (x - self.mean.value) / jnp.sqrt(self.var.value + 1e-6)
        return self.lin(z)[:, 0]
