import numpy as np
import jax.numpy as jnp

from building import FLOOR_ZONES, floor_params
from simulate import floor_overheat_hours

t_out = jnp.asarray(10 + 8 * np.sin(np.linspace(0, 2 * np.pi, 48)), jnp.float32)
for floor, n in FLOOR_ZONES.items():
    r, c, q, mask = floor_params(floor)
    tmax = floor_overheat_hours(r, c, q, mask, t_out)
    print(floor, np.round(np.asarray(tmax)[:n], 1))
