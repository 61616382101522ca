import jax
import jax.numpy as jnp

from state import PastureState


@jax.jit
def pasture_day(state, stocking_rate, rain):
    season = jnp.sin(2.0 * jnp.pi * (state.day_of_year - 80) / 365.0)
    growth = 35.0 * jnp.clip(season, 0.0, 1.0) * jnp.clip(state.soil_water / 60.0, 0.0, 1.0)
    intake = 12.0 * stocking_rate
    biomass = jnp.maximum(state.biomass + growth - intake, 200.0)
    soil_water = jnp.clip(state.soil_water + rain - 3.5, 0.0, 120.0)
    return state.replace(biomass=biomass, soil_water=soil_water, day_of_year=state.day_of_year + 1)
