import jax
import jax.numpy as jnp

LAT = jnp.deg2rad(40.0)


@jax.jit
def window_solar_gain(hours, day_of_year, shgc_area):
    decl = jnp.deg2rad(23.45) * jnp.sin(2 * jnp.pi * (284 + day_of_year) / 365)
    hour_angle = jnp.deg2rad(15.0 * (hours - 12))
    sin_alt = jnp.sin(LAT) * jnp.sin(decl) + jnp.cos(LAT) * jnp.cos(decl) * jnp.cos(hour_angle)
    ghi = 1000.0 * jnp.clip(sin_alt, 0.0, None) ** 1.15
    return shgc_area * 0.45 * ghi / 1000.0
