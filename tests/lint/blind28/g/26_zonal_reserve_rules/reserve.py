from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def reserve_requirement(zone_load, zone_wind, rules):
    spin = rules.spinning_frac * zone_load
    wind_err = 0.1 * zone_wind
    system = jnp.maximum(spin.sum() + jnp.sqrt(jnp.sum(wind_err ** 2)), rules.largest_unit_mw)
    share = zone_load / zone_load.sum()
    return system * share
