import jax.numpy as jnp
import numpy as np
from flax import nnx


class RunningNorm(nnx.Module):
    def __init__(self, dim):
        self.mean = nnx.Variable(jnp.zeros(dim))
        self.var = nnx.Variable(jnp.ones(dim))
        self.count = 0

    def observe(self, batch):
        n = batch.shape[0]
        total = self.count + n
        delta = batch.mean(0) - self.mean.value
        self.mean.value = self.mean.value + delta * n / total
        self.var.value = (self.var.value * self.count + batch.var(0) * n) / total
        self.count = total

    def __call__(self, x):
        return (x - self.mean.value) / jnp.sqrt(self.var.value + 1e-6)
