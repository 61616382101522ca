import jax.numpy as jnp


def heat_tendency(T, kappa, forcing):
    lap = jnp.roll(T, 1, 0) + jnp.roll(T, -1, 0) + jnp.roll(T, 1, 1) + jnp.roll(T, -1, 1) - 4 * T
    return kappa * lap + forcing
