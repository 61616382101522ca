import jax
import jax.numpy as jnp

G = 9.81


@jax.jit
def swe_step(h, u, dt):
    dx = 1.0 / h.shape[0]
    flux_h = h * u
    flux_u = 0.5 * u ** 2 + G * h
    h_new = h - dt / (2 * dx) * (jnp.roll(flux_h, -1) - jnp.roll(flux_h, 1))
    u_new = u - dt / (2 * dx) * (jnp.roll(flux_u, -1) - jnp.roll(flux_u, 1))
    # Lax-Friedrichs smoothing
    h_new = 0.5 * (h_new + 0.5 * (jnp.roll(h, 1) + jnp.roll(h, -1)))
    u_new = 0.5 * (u_new + 0.5 * (jnp.roll(u, 1) + jnp.roll(u, -1)))
    return h_new, u_new
