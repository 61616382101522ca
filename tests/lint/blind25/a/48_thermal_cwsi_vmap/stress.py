import jax
import jax.numpy as jnp


def crop_water_stress_index(canopy_temp, air_temp, vpd):
    lower = air_temp + 1.97 - 1.74 * vpd
    upper = air_temp + 3.0
    return jnp.clip((canopy_temp - lower) / (upper - lower), 0.0, 1.0)


cwsi_per_plant = jax.jit(jax.vmap(crop_water_stress_index, in_axes=(0, None, None)))
