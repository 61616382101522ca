import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_stepper(nu, dx, dt):
    def burgers_step(u):
        up = jnp.roll(u, -1)
        um = jnp.roll(u, 1)
        adv = u * (up - um) / (2 * dx)
        diff = nu * (up - 2 * u + um) / dx**2
        return u + dt * (diff - adv)

    return jax.jit(burgers_step)
