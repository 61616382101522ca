from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Grid(NamedTuple):
    n: int
    dx: float
    g: float = 9.81


def physical_flux(h, hu, g):
    u = hu / h
    return hu, hu * u + 0.5 * g * h ** 2


@partial(jax.jit, static_argnames=("grid", "scheme"))
def swe_step(h, hu, dt, grid, scheme="lax_friedrichs"):
    f_h, f_hu = physical_flux(h, hu, grid.g)
    speed = jnp.abs(hu / h) + jnp.sqrt(grid.g * h)
    lam = dt / grid.dx

    def update(q, f):
        qp, qm = jnp.roll(q, -1), jnp.roll(q, 1)
        fp, fm = jnp.roll(f, -1), jnp.roll(f, 1)
        if scheme == "lax_friedrichs":
            return 0.5 * (qp + qm) - 0.5 * lam * (fp - fm)
        a_p = jnp.maximum(speed, jnp.roll(speed, -1))
        a_m = jnp.maximum(speed, jnp.roll(speed, 1))
        flux_p = 0.5 * (f + fp) - 0.5 * a_p * (qp - q)
        flux_m = 0.5 * (fm + f) - 0.5 * a_m * (q - qm)
        return q - lam * (flux_p - flux_m)

    return update(h, f_h), update(hu, f_hu), jnp.max(speed)


def run(scheme, grid, n_steps, cfl=0.4):
    x = jnp.linspace(0, grid.n * grid.dx, grid.n)
    h = jnp.where(x < grid.n * grid.dx / 2, 2.0, 1.0).astype(jnp.float32)
    hu = jnp.zeros(grid.n, jnp.float32)
    dt = jnp.asarray(1e-3, jnp.float32)
    t = 0.0
    for _ in range(n_steps):
        h, hu, c = swe_step(h, hu, dt, grid=grid, scheme=scheme)
        t += float(dt)
        dt = cfl * grid.dx / c
    return h, t
