import jax
import jax.numpy as jnp


class Catchment:
    def __init__(self, name, area_km2, k):
        self.name = name
        self.area_km2 = area_km2
        self.k = k
        self._run = jax.jit(self.linear_store_runoff)

    def linear_store_runoff(self, rain, k):
        def step(s, r):
            s = s + r
            q = k * s
            return s - q, q

        return jax.lax.scan(step, 0.0, rain)[1]

    def discharge(self, rain):
        return self._run(rain, self.k) * self.area_km2 / 86.4
