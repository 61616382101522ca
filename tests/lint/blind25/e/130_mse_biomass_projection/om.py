from typing import NamedTuple
import jax
import jax.numpy as jnp

class OM(NamedTuple):
    biomass: jax.Array
    catch: jax.Array
    year: jax.Array

@jax.jit
def om_step(state, harvest_rate, rec_dev):
    b = state.biomass
    growth = 0.35 * b * (1 - b / 5000.0) * jnp.exp(rec_dev)
    c = harvest_rate * b
    return state._replace(biomass=jnp.maximum(b + growth - c, 10.0), catch=c, year=state.year + 1)
