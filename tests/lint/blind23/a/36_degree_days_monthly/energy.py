import jax
import jax.numpy as jnp


class DegreeDayCalculator:
    def __init__(self, base_heat=15.5, base_cool=22.0):
        self.base_heat = base_heat
        self.base_cool = base_cool
        self._kernel = jax.jit(self.degree_days)

    def degree_days(self, tmean, base_heat, base_cool):
        hdd = jnp.maximum(base_heat - tmean, 0.0).sum(axis=0)
        cdd = jnp.maximum(tmean - base_cool, 0.0).sum(axis=0)
        return hdd, cdd

    def monthly(self, tmean):
        return self._kernel(tmean, self.base_heat, self.base_cool)
