from functools import cached_property

import jax
import jax.numpy as jnp


class HeatSolver1D:
    """Explicit finite-difference solver for u_t = kappa * u_xx with Dirichlet walls."""

    def __init__(self, n_points, kappa=0.1, length=1.0):
        self.n_points = n_points
        self.kappa = kappa
        self.dx = length / (n_points - 1)
        self.dt = 0.4 * self.dx**2 / kappa

    def _step(self, u):
        lap = (u[2:] - 2 * u[1:-1] + u[:-2]) / self.dx**2
        interior = u[1:-1] + self.dt * self.kappa * lap
        return u.at[1:-1].set(interior)

    @cached_property
    def step(self):
        return jax.jit(self._step)

    def run(self, u, n_steps):
        for _ in range(n_steps):
            u = self.step(u)
        return u
