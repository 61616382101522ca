import jax
import jax.numpy as jnp


@jax.jit
def slope_and_aspect(height_m, dx_km):
    dx = dx_km * 1000.0
    dzdy, dzdx = jnp.gradient(height_m, dx)
    slope = jnp.degrees(jnp.arctan(jnp.hypot(dzdx, dzdy)))
    aspect = jnp.degrees(jnp.arctan2(-dzdx, dzdy)) % 360
    return slope, aspect
