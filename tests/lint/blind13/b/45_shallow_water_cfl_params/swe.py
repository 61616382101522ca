from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SolverParams(NamedTuple):
    dx: float
    dt: float
    g: float = 9.81
    cfl: float = 0.4


def lax_friedrichs_flux(h, hu, g):
    u = hu / h
    return hu, hu * u + 0.5 * g * h ** 2


@partial(jax.jit, static_argnums=(2,))
def swe_step(h, hu, params):
    f_h, f_hu = lax_friedrichs_flux(h, hu, params.g)
    c = jnp.max(jnp.abs(hu / h) + jnp.sqrt(params.g * h))
    lam = params.dt / params.dx

    def update(q, f):
        qp, qm = jnp.roll(q, -1), jnp.roll(q, 1)
        fp, fm = jnp.roll(f, -1), jnp.roll(f, 1)
        return 0.5 * (qp + qm) - 0.5 * lam * (fp - fm)

    h_new = update(h, f_h)
    hu_new = update(hu, f_hu)
    return h_new, hu_new, c


class DamBreak:
    def __init__(self, n=200, length=10.0):
        x = jnp.linspace(0, length, n)
        self.h = jnp.where(x < length / 2, 2.0, 1.0)
        self.hu = jnp.zeros(n)
        self.params = SolverParams(dx=length / n, dt=1e-3)
        self.time = 0.0

    def advance(self, n_steps):
        for _ in range(n_steps):
            self.h, self.hu, c = swe_step(self.h, self.hu, self.params)
            self.time += self.params.dt
            self.params = self.params._replace(dt=self.params.cfl * self.params.dx / float(c))
