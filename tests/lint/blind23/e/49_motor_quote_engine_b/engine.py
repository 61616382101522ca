from functools import partial

import jax
import jax.numpy as jnp


class QuoteEngine:
    def __init__(self, base_rate, relativities):
        self.base_rate = base_rate
        self.relativities = relativities

    @partial(jax.jit, static_argnums=0)
    def price(self, vehicle_group, driver_band, ncd_years):
        rel = self.relativities
        factor = rel["vehicle"][vehicle_group] * rel["driver"][driver_band]
        ncd = jnp.maximum(1.0 - 0.1 * ncd_years, 0.4)
        return self.base_rate * factor * ncd
