import jax
import jax.numpy as jnp
import numpy as np

from basins import NAMES, basin_coefficients

RHO_SW, CP, RHO_I, LF = 1028.0, 3974.0, 917.0, 3.34e5


@jax.jit
def plume_melt(draft, salinity, gamma_t, t_ocean):
    t_freeze = 0.0832 - 0.0575 * salinity - 7.61e-4 * draft
    thermal = jnp.maximum(t_ocean - t_freeze, 0.0)
    return gamma_t * (RHO_SW * CP / (RHO_I * LF)) ** 2 * thermal ** 2 * 31556926.0


rng = np.random.default_rng(2)
draft = jnp.asarray(rng.uniform(200.0, 1200.0, 500), jnp.float32)
salinity = jnp.asarray(rng.normal(34.6, 0.1, 500), jnp.float32)
for name in NAMES:
    gamma_t, t_ocean = basin_coefficients(name)
    m = plume_melt(draft, salinity, gamma_t, t_ocean)
    print(f"{name:>15s}: integrated melt index {float(m.sum()):.0f}")
