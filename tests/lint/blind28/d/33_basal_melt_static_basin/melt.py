from functools import partial

import jax
import jax.numpy as jnp

from params import BASINS

RHO_SW, CP, RHO_I, LF = 1028.0, 3974.0, 917.0, 3.34e5


@partial(jax.jit, static_argnames="basin")
def quadratic_melt(draft, salinity, basin):
    p = BASINS[basin]
    t_freeze = 0.0832 - 0.0575 * salinity - 7.61e-4 * draft
    thermal = jnp.maximum(p["t_ocean"] - t_freeze, 0.0)
    coeff = p["gamma_t"] * (RHO_SW * CP / (RHO_I * LF)) ** 2
    return coeff * thermal ** 2 * 31556926.0
