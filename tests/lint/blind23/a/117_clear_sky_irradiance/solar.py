from datetime import datetime
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("valid_time",))
def clear_sky_ghi(lat, lon, valid_time):
    t = datetime.fromisoformat(valid_time)
    doy = t.timetuple().tm_yday
    hour = t.hour + t.minute / 60
    decl = jnp.deg2rad(23.44) * jnp.sin(2 * jnp.pi * (284 + doy) / 365)
    ha = jnp.deg2rad(15 * (hour + lon / 15 - 12))
    latr = jnp.deg2rad(lat)
    cosz = jnp.sin(latr) * jnp.sin(decl) + jnp.cos(latr) * jnp.cos(decl) * jnp.cos(ha)
    return jnp.maximum(0.0, 1098 * cosz * jnp.exp(-0.057 / jnp.maximum(cosz, 0.05)))
