import jax
import jax.numpy as jnp

import settings


@jax.jit
def advance(u, t):
    dx = 1.0 / settings.GRID
    lap = (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2
    x = jnp.arange(settings.GRID) * dx
    forcing = jnp.sin(2 * jnp.pi * x) * jnp.cos(settings.FORCING_FREQ * t)
    return u + settings.DT * (settings.DIFFUSION * lap + u * (1 - u) + forcing)
