import jax
import jax.numpy as jnp


@jax.jit
def alfalfa_day(biomass, gdd_since_cut, tmean, soil_water_frac):
    gdd = jnp.maximum(tmean - 5.0, 0.0)
    growth = 0.9 * gdd * jnp.clip(soil_water_frac / 0.6, 0.0, 1.0)
    return biomass + growth, gdd_since_cut + gdd


def after_cut(biomass, gdd):
    return jnp.asarray(150.0), jnp.asarray(0.0)
