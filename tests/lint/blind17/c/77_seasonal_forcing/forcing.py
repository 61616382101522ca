import jax
import jax.numpy as jnp


@jax.jit
def insolation(lat_deg, day_of_year):
    decl = jnp.deg2rad(23.44) * jnp.sin(2 * jnp.pi * (284 + day_of_year) / 365.0)
    lat = jnp.deg2rad(lat_deg)
    cos_h = jnp.clip(-jnp.tan(lat) * jnp.tan(decl), -1.0, 1.0)
    h0 = jnp.arccos(cos_h)
    return 1361.0 / jnp.pi * (h0 * jnp.sin(lat) * jnp.sin(decl) + jnp.cos(lat) * jnp.cos(decl) * jnp.sin(h0))
