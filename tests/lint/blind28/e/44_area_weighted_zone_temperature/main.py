from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from layout import ZONE_AREAS, zone_layout


@partial(jax.jit, static_argnums=(1,))
def area_weighted_temp(zone_temps, zones):
    areas = jnp.array([ZONE_AREAS[z] for z in zones])
    return (zone_temps * areas).sum(-1) / areas.sum()


rng = np.random.default_rng(2)
for hour in range(12):
    zones = zone_layout()
    temps = jnp.asarray(21 + rng.normal(0, 0.8, size=len(zones)), jnp.float32)
    print(hour, round(float(area_weighted_temp(temps, zones)), 2))
