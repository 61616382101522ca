from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class BandEnergyDetector:
    band_lo: int
    band_hi: int

    @partial(jax.jit, static_argnums=0)
    def check(self, frames, limit):
        spec = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
        band = spec[:, self.band_lo:self.band_hi].sum(-1) / (spec.sum(-1) + 1e-9)
        return band, band > limit


def adapt(band):
    return jnp.quantile(band, 0.95)
