from functools import partial

import jax
import jax.numpy as jnp

EARTH_RADIUS_KM = 6371.0


@partial(jax.jit, static_argnames=("dlat_deg",))
def thermal_front_parameter(theta, dlat_deg):
    dy_km = EARTH_RADIUS_KM * jnp.pi / 180.0 * dlat_deg
    gy = (jnp.roll(theta, -1, 0) - jnp.roll(theta, 1, 0)) / (2 * dy_km)
    gx = (jnp.roll(theta, -1, 1) - jnp.roll(theta, 1, 1)) / (2 * dy_km)
    mag = jnp.hypot(gx, gy)
    return jnp.max(mag)
