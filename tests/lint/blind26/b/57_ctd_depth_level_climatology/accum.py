import jax
import jax.numpy as jnp


class RunningClimatology:
    """Accumulates per-depth-level mean and variance of temperature over many casts."""

    def __init__(self, n_levels):
        self.count = jnp.zeros((), jnp.float32)
        self.mean = jnp.zeros(n_levels, jnp.float32)
        self.m2 = jnp.zeros(n_levels, jnp.float32)

    def add(self, cast):
        self.count, self.mean, self.m2 = climatology_update(self.count, self.mean, self.m2, cast)

    @property
    def std(self):
        return jnp.sqrt(self.m2 / jnp.maximum(self.count - 1, 1))


@jax.jit
def climatology_update(count, mean, m2, x):
    count = count + 1
    delta = x - mean
    mean = mean + delta / count
    m2 = m2 + delta * (x - mean)
    return count, mean, m2
