import jax.numpy as jnp
import numpy as np
from flax import nnx


class RunningNorm(nnx.Module):
    def __init__(self, dim):
        self.mean = nnx.Variable(jnp.zeros(dim))
        self.var = nnx.Variable(jnp.ones(dim))
        self.count = nnx.Variable(jnp.zeros(()))

    def observe(self, batch):
        n = batch.shape[0]
        total = self.count.value + n
        delta = batch.mean(0) - self.mean.value
        self.mean.value = self.mean.value + delta * n / total
        self.var.value = (self.var.value * self.count.value + batch.var(0) * n) / total
        self.count.value = total

    def __call__(self, x):
        return (x - self.mean.value) / jnp.sqrt(self.var.value + 1e-6)
