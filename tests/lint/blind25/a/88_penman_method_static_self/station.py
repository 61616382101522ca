from functools import partial

import jax
import jax.numpy as jnp


class StationMeta:
    def __init__(self, elevation_m, anemometer_height_m):
        self.elevation_m = elevation_m
        self.anemometer_height_m = anemometer_height_m

    def _key(self):
        return (self.elevation_m, self.anemometer_height_m)

    def __eq__(self, other):
        return isinstance(other, StationMeta) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    @partial(jax.jit, static_argnums=0)
    def penman_monteith(self, tmean, rn, u, ea):
        p = 101.3 * ((293.0 - 0.0065 * self.elevation_m) / 293.0) ** 5.26
        gamma = 0.000665 * p
        u2 = u * 4.87 / jnp.log(67.8 * self.anemometer_height_m - 5.42)
        es = 0.6108 * jnp.exp(17.27 * tmean / (tmean + 237.3))
        delta = 4098.0 * es / (tmean + 237.3) ** 2
        num = 0.408 * delta * rn + gamma * 900.0 / (tmean + 273.0) * u2 * (es - ea)
        return num / (delta + gamma * (1.0 + 0.34 * u2))
