import jax.numpy as jnp

from stats import welford_update


class CausticMonitor:
    def __init__(self):
        self.count = 0
        self.mean = jnp.zeros(3)   # conductivity, temperature, flow
        self.m2 = jnp.zeros(3)

    def update(self, reading):
        self.count, self.mean, self.m2 = welford_update(self.count, self.mean, self.m2, reading)

    @property
    def std(self):
        return jnp.sqrt(self.m2 / jnp.maximum(self.count - 1, 1))
