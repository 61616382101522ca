import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class StepConfig:
    dt: float
    alpha: float = 0.05
    substeps: int = 4


@partial(jax.jit, static_argnames=("cfg",))
def advance_heat(u, dx, cfg: StepConfig):
    def body(_, u):
        lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx**2
        return u + cfg.dt * cfg.alpha * lap

    return jax.lax.fori_loop(0, cfg.substeps, body, u)


class HeatSolver1D:
    def __init__(self, n=64, length=1.0, dt=1e-3, alpha=0.05):
        self.dx = length / n
        self.cfg = StepConfig(dt=dt, alpha=alpha)
        self.u = jnp.exp(-((jnp.linspace(0, length, n) - 0.5 * length) ** 2) / 0.01)
        self.t = 0.0

    def stable_dt(self):
        return 0.4 * self.dx**2 / self.cfg.alpha

    def step(self):
        u_new = advance_heat(self.u, self.dx, self.cfg)
        change = float(jnp.max(jnp.abs(u_new - self.u)))
        self.t += self.cfg.dt * self.cfg.substeps
        self.u = u_new
        # grow the step while the solution changes slowly, but stay below the CFL limit
        new_dt = min(self.cfg.dt * (1.5 if change < 0.05 else 0.7), self.stable_dt())
        self.cfg = dataclasses.replace(self.cfg, dt=new_dt)
        return change
