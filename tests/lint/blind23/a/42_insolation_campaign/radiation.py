import jax
import jax.numpy as jnp

S0 = 1361.0


@jax.jit
def daily_insolation(lat_deg, day_of_year):
    lat = jnp.deg2rad(lat_deg)
    decl = jnp.deg2rad(23.44) * jnp.sin(2 * jnp.pi * (284 + day_of_year) / 365.0)
    cos_h0 = jnp.clip(-jnp.tan(lat) * jnp.tan(decl), -1.0, 1.0)
    h0 = jnp.arccos(cos_h0)
    dist = 1 + 0.033 * jnp.cos(2 * jnp.pi * day_of_year / 365.0)
    return S0 / jnp.pi * dist * (h0 * jnp.sin(lat) * jnp.sin(decl) + jnp.cos(lat) * jnp.cos(decl) * jnp.sin(h0))
