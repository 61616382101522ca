import jax
import jax.numpy as jnp

OFFICE_OCC = jnp.array([0, 0, 0, 0, 0, 0, 0.1, 0.2, 0.95, 0.95, 0.95, 0.95, 0.5, 0.95, 0.95, 0.95, 0.95, 0.3, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05])


@jax.jit
def internal_gains(zone_area, hour):
    occ = OFFICE_OCC[hour]
    people_w = occ * zone_area / 18.6 * 75.0
    lighting_w = (0.05 + 0.9 * occ) * zone_area * 8.8
    plug_w = (0.3 + 0.6 * occ) * zone_area * 8.1
    return (people_w + lighting_w + plug_w) / 1000.0
