import jax
import jax.numpy as jnp


@jax.jit
def leapfrog_wave(u_prev, u, c2dt2):
    lap = jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1) - 4 * u
    return u, 2 * u - u_prev + c2dt2 * lap
