import jax
import jax.numpy as jnp


@jax.jit
def leapfrog(u, u_prev, c, dt, dx):
    lap = (jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1) - 4.0 * u) / dx**2
    u_next = 2.0 * u - u_prev + (c * dt) ** 2 * lap
    return u_next, u


def start(u0, c, dt, dx):
    lap = (jnp.roll(u0, 1, 0) + jnp.roll(u0, -1, 0) + jnp.roll(u0, 1, 1) + jnp.roll(u0, -1, 1) - 4.0 * u0) / dx**2
    u_prev = u0 - 0.5 * (c * dt) ** 2 * lap
    return leapfrog(u0, u_prev, c, dt, dx)
