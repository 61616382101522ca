import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class BandEnergyDetector:
    band_lo: int
    band_hi: int
    limit: float

    @partial(jax.jit, static_argnums=0)
    def check(self, frames):
        spec = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
        band = spec[:, self.band_lo:self.band_hi].sum(-1) / (spec.sum(-1) + 1e-9)
        return band, band > self.limit

    def adapted(self, band):
        return dataclasses.replace(self, limit=float(jnp.quantile(band, 0.95)))
