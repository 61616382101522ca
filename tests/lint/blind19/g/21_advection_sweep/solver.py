from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("velocity", "n_steps"))
def upwind_solve(u0, dx, dt, velocity, n_steps):
    def step(u, _):
        flux = velocity * (u - jnp.roll(u, 1))
        u = u - dt / dx * flux
        return u, None

    u, _ = jax.lax.scan(step, u0, None, length=n_steps)
    return u
