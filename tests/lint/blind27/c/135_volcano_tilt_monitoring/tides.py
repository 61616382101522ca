import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def detide_tilt(tilt_hourly, day_of_year):
    phase = 2 * math.pi * day_of_year / 365.25
    amp = 0.8 + 0.2 * math.cos(phase)
    t = jnp.arange(tilt_hourly.shape[0])
    tide = amp * (jnp.sin(2 * jnp.pi * t / 12.42) + 0.46 * jnp.sin(2 * jnp.pi * t / 12.0))
    return tilt_hourly - tide
