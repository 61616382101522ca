from functools import partial

import jax
import jax.numpy as jnp

from config import SolverConfig


@partial(jax.jit, static_argnames="cfg")
def advance(u, cfg: SolverConfig):
    def body(u, _):
        lap = (jnp.roll(u, 1) - 2.0 * u + jnp.roll(u, -1)) / cfg.dx**2
        return u + cfg.dt * cfg.nu * lap, None

    u, _ = jax.lax.scan(body, u, None, length=cfg.substeps)
    return u


class HeatSolver:
    def __init__(self, settings: dict):
        self.settings = settings
        self.config = SolverConfig.from_dict(settings)

    def reload(self):
        # settings may be edited between epochs by the experiment driver
        self.config = SolverConfig.from_dict(self.settings)

    def run(self, u, n_epochs):
        for epoch in range(n_epochs):
            self.reload()
            u = advance(u, self.config)
        return u
