from functools import partial

import jax
import jax.numpy as jnp

# ASHRAE 90.1 office occupancy fractions by hour (weekday)
OFFICE_OCC = [0, 0, 0, 0, 0, 0, 0.1, 0.2, 0.95, 0.95, 0.95, 0.95, 0.5, 0.95, 0.95, 0.95, 0.95, 0.3, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05]


@partial(jax.jit, static_argnums=(1,))
def internal_gains(zone_area, hour):
    occ = OFFICE_OCC[hour]
    people_w = occ * zone_area / 18.6 * 75.0
    lighting_w = (0.05 + 0.9 * occ) * zone_area * 8.8
    plug_w = (0.3 + 0.6 * occ) * zone_area * 8.1
    return (people_w + lighting_w + plug_w) / 1000.0
