from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid",))
def simulate(u0, viscosity, grid):
    dx = 2 * jnp.pi / grid.n_grid

    def step(u, _):
        ux = (jnp.roll(u, -1) - jnp.roll(u, 1)) / (2 * dx)
        uxx = (jnp.roll(u, -1) - 2 * u + jnp.roll(u, 1)) / dx ** 2
        u = u + grid.dt * (-u * ux + viscosity * uxx)
        return u, None

    u, _ = jax.lax.scan(step, u0, None, length=grid.n_steps)
    return u
