from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid", "n_steps"))
def integrate_seiche(eta, u, grid, n_steps):
    dt = grid.cfl_dt

    def step(state, _):
        eta, u = state
        u = u.at[1:-1].add(-dt * grid.g * (eta[1:] - eta[:-1]) / grid.dx)
        eta = eta - dt * grid.depth * (u[1:] - u[:-1]) / grid.dx
        return (eta, u), eta[0]

    (eta, u), gauge = jax.lax.scan(step, (eta, u), None, length=n_steps)
    return eta, u, gauge
