import jax
import jax.numpy as jnp

V_NEAR_SURFACE = 3.5


@jax.jit
def station_delay(station, src, vp):
    lat, lon = station["coords"][0], station["coords"][1]
    dx = (lon - src[1]) * 111.19 * jnp.cos(jnp.deg2rad(lat))
    dy = (lat - src[0]) * 111.19
    t = jnp.sqrt(dx ** 2 + dy ** 2 + src[2] ** 2) / vp
    if "elevation" in station:
        t = t + station["elevation"] / 1000.0 / V_NEAR_SURFACE
    return t
