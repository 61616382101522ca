import jax.numpy as jnp
from flax import nnx


class RunningStat(nnx.Variable):
    pass


class StreamingStandardizer(nnx.Module):
    """Online mean/variance of incoming feature rows, used to standardize requests."""

    def __init__(self, n_features, momentum=0.9):
        self.mean = RunningStat(jnp.zeros((n_features,)))
        self.var = RunningStat(jnp.ones((n_features,)))
        self.momentum = momentum
        self.batches_seen = 0

    def __call__(self, rows):
        m = self.momentum
        if self.batches_seen == 0:
            m = 0.0
        batch_mean = rows.mean(axis=0)
        batch_var = rows.var(axis=0)
        self.mean.value = m * self.mean.value + (1 - m) * batch_mean
        self.var.value = m * self.var.value + (1 - m) * batch_var
        return (rows - self.mean.value) / jnp.sqrt(self.var.value + 1e-6)


@nnx.jit
def standardize_batch(model, rows):
    return model(rows)
