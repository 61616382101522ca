import jax
import jax.numpy as jnp


@jax.jit
def standardize(x, mean, std, clip=5.0):
    z = (x - mean) / jnp.maximum(std, 1e-6)
    return jnp.clip(z, -clip, clip)


class RunningStats:
    """Exponential moving mean/variance over a feature stream."""

    def __init__(self, dim, momentum=0.9):
        self.mean = jnp.zeros(dim)
        self.var = jnp.ones(dim)
        self.momentum = momentum

    def update(self, batch):
        m = self.momentum
        self.mean = m * self.mean + (1 - m) * batch.mean(0)
        self.var = m * self.var + (1 - m) * batch.var(0)

    @property
    def std(self):
        return jnp.sqrt(self.var)
