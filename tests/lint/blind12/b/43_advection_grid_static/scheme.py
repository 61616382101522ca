from functools import partial

import jax
import jax.numpy as jnp

from grid import Grid1D


@partial(jax.jit, static_argnums=1)
def upwind_step(q, grid: Grid1D, velocity, dt):
    flux = velocity * q
    return q - dt / grid.dx * (flux - jnp.roll(flux, 1))


class AdvectionProblem:
    def __init__(self, n_cells, length, velocity):
        self.n_cells = n_cells
        self.length = length
        self.velocity = velocity

    @property
    def grid(self):
        return Grid1D(self.n_cells, self.length)

    def cfl_dt(self, cfl=0.8):
        return cfl * self.grid.dx / abs(self.velocity)

    def march(self, q, n_steps):
        dt = self.cfl_dt()
        for _ in range(n_steps):
            q = upwind_step(q, self.grid, self.velocity, dt)
        return q
