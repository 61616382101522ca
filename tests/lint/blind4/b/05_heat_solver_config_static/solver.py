from dataclasses import dataclass, replace
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class HeatConfig:
    alpha: float = 0.1
    dx: float = 0.05
    dt: float = 1e-3
    substeps: int = 4


@partial(jax.jit, static_argnums=(1,))
def diffuse(u, cfg):
    r = cfg.alpha * cfg.dt / cfg.dx ** 2
    for _ in range(cfg.substeps):
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        u = u + r * lap
    return u


class HeatSimulation:
    def __init__(self, n=64):
        self.cfg = HeatConfig()
        x = jnp.linspace(0, 1, n)
        self.u = jnp.exp(-((x - 0.5) ** 2) / 0.01)

    def adapt_timestep(self):
        # keep the scheme comfortably inside the stability bound
        peak = float(jnp.max(jnp.abs(self.u)))
        self.cfg = replace(self.cfg, dt=round(1e-3 / max(peak, 0.5), 6))

    def advance(self, n_outer):
        for _ in range(n_outer):
            self.u = diffuse(self.u, self.cfg)
            self.adapt_timestep()
        return self.u
