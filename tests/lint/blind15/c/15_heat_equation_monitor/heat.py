import jax
import jax.numpy as jnp


@jax.jit
def ftcs_step(u, kappa, dt, dx):
    lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2
    return u + dt * kappa * lap
