import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def extraterrestrial_radiation(doy, latitude_deg):
    phi = math.radians(latitude_deg)
    dr = 1.0 + 0.033 * jnp.cos(2.0 * jnp.pi * doy / 365.0)
    delta = 0.409 * jnp.sin(2.0 * jnp.pi * doy / 365.0 - 1.39)
    ws = jnp.arccos(-math.tan(phi) * jnp.tan(delta))
    return 24.0 * 60.0 / jnp.pi * 0.082 * dr * (
        ws * math.sin(phi) * jnp.sin(delta) + math.cos(phi) * jnp.cos(delta) * jnp.sin(ws))
