import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class ThermoColumn:
    """Semtner zero-layer sea-ice column."""
    dt: float = 3600.0
    albedo: float = 0.6
    k_ice: float = 2.03

    @partial(jax.jit, static_argnums=0)
    def step(self, h, t_air, sw_down):
        t_f = -1.8
        cond = self.k_ice * (t_f - t_air) / jnp.maximum(h, 0.05)
        melt = (1.0 - self.albedo) * sw_down
        dh = (cond - melt) * self.dt / (917.0 * 3.34e5)
        return jnp.maximum(h + dh, 0.0)
