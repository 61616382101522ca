import jax
import jax.numpy as jnp


@jax.jit
def top_of_atmosphere_flux(lat, lon, doy, hour):
    decl = jnp.deg2rad(23.44) * jnp.sin(2 * jnp.pi * (284 + doy) / 365)
    ha = jnp.deg2rad(15 * (hour + lon / 15 - 12))
    latr = jnp.deg2rad(lat)
    cosz = jnp.sin(latr) * jnp.sin(decl) + jnp.cos(latr) * jnp.cos(decl) * jnp.cos(ha)
    return 1361.0 * jnp.maximum(cosz, 0.0)
