import jax
import jax.numpy as jnp


@jax.jit
def heat_step(u, dt, kappa):
    lap = jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)
    return u + dt * kappa * lap


def relax(u, dt, kappa, n_steps):
    for _ in range(n_steps):
        u = heat_step(u, dt, kappa)
    return u
