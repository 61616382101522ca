from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from airports import ELEVATION_FT


@partial(jax.jit, static_argnames=("airport",))
def takeoff_distance(oat_c, tow_t, airport):
    elev = ELEVATION_FT[airport]
    pressure_alt = elev
    isa_temp = 15.0 - 1.98 * pressure_alt / 1000.0
    density_ratio = (288.15 / (273.15 + oat_c)) * (1 - 6.875e-6 * pressure_alt) ** 5.256
    return 1800.0 * (tow_t / 70.0) ** 2 / density_ratio * (1 + 0.01 * (oat_c - isa_temp))


rng = np.random.default_rng(54)
departures = ["KDEN", "KATL", "KPHX", "KDEN", "KLAS", "KBOS", "KATL"]
for apt in departures:
    oat = jnp.asarray(rng.uniform(10, 40, 12), dtype=jnp.float32)
    tow = jnp.asarray(rng.uniform(60, 78, 12), dtype=jnp.float32)
    d = takeoff_distance(oat, tow, airport=apt)
    print(apt, f"max TODR {float(d.max()):.0f} m")
