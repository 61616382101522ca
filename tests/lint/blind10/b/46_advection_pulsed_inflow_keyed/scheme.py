from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("inflow",))
def upwind_step(u, velocity, dt, dx, inflow):
    u = inflow.apply(u)
    flux = velocity * (u - jnp.roll(u, 1)) / dx
    return u - dt * flux
