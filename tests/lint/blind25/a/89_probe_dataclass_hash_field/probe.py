from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class CapacitanceProbe:
    serial: str
    depths_cm: tuple
    drift_per_day: float
    days_since_service: int = 0

    @partial(jax.jit, static_argnums=0)
    def to_vwc(self, freq_counts):
        scaled = freq_counts / 1000.0
        vwc = 0.19 * scaled ** 2 - 0.12 * scaled + 0.04
        return vwc - self.drift_per_day * self.days_since_service
