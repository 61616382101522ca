import jax
import jax.numpy as jnp


@jax.jit
def estuary_day(state, river_flow, growth_rate):
    s = state.salinity
    mix = 0.05 / (1 + river_flow / 100.0)
    s = s + mix * (jnp.roll(s, -1) + jnp.roll(s, 1) - 2 * s)
    s = s.at[0].set(30.0 / (1 + river_flow / 50.0)).at[-1].set(31.0)
    filtration = 0.002 * state.oyster_biomass
    chl = state.chl + growth_rate * state.chl * (1 - state.chl / 30.0) - filtration * state.chl
    suit = jnp.exp(-((s - 18.0) / 8.0) ** 2)
    bio = state.oyster_biomass * (1 + 0.01 * suit * chl / (chl + 5.0) - 0.004)
    return state.replace(salinity=s, chl=jnp.maximum(chl, 0.1), oyster_biomass=bio)
