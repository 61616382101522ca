from functools import partial

import jax
import jax.numpy as jnp

from .config import AdvectionConfig


@partial(jax.jit, static_argnames=("cfg",))
def advect_tracer(c, cfg: AdvectionConfig):
    dx = 1.0 / c.shape[0]
    grad = (c - jnp.roll(c, 1)) / dx
    lap = (jnp.roll(c, 1) - 2 * c + jnp.roll(c, -1)) / dx ** 2
    return c + cfg.dt * (-cfg.velocity * grad + cfg.diffusivity * lap)


class TracerModel:
    def __init__(self, c0, dt=1e-3, velocity=0.5, diffusivity=1e-3):
        self.c = c0
        self.cfg = AdvectionConfig(dt, velocity, diffusivity)

    def run_day(self, day, steps=10):
        self.cfg = AdvectionConfig(self.cfg.dt, self.cfg.velocity, self.cfg.diffusivity, spinup_day=day)
        for _ in range(steps):
            self.c = advect_tracer(self.c, self.cfg)
        return self.c
