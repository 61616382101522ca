from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class HeatConfig:
    alpha: float = 0.1
    dx: float = 0.05
    substeps: int = 4


@partial(jax.jit, static_argnums=(2,))
def diffuse(u, dt, cfg):
    r = cfg.alpha * dt / cfg.dx ** 2
    for _ in range(cfg.substeps):
        lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
        u = u + r * lap
    return u


class HeatSimulation:
    def __init__(self, cfg, n=64):
        self.cfg = cfg
        self.dt = jnp.float32(1e-3)
        x = jnp.linspace(0, 1, n)
        self.u = jnp.exp(-((x - 0.5) ** 2) / 0.01)

    def adapt_timestep(self):
        peak = jnp.max(jnp.abs(self.u))
        self.dt = 1e-3 / jnp.maximum(peak, 0.5)

    def advance(self, n_outer):
        for _ in range(n_outer):
            self.u = diffuse(self.u, self.dt, self.cfg)
            self.adapt_timestep()
        return self.u
