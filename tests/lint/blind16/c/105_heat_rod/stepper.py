import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_sub",))
def advance_interval(u, kappa, dx, interval, n_sub):
    dt = interval / n_sub

    def body(_, u):
        lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx**2
        return u + dt * kappa * lap

    return jax.lax.fori_loop(0, n_sub, body, u)
