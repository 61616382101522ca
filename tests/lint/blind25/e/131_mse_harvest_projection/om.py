from typing import NamedTuple
import jax
import jax.numpy as jnp

class OMState(NamedTuple):
    biomass: jax.Array
    catch: jax.Array

@jax.jit
def advance_year(state, harvest_rate, rec_dev):
    b, _ = state
    growth = 0.35 * b * (1 - b / 5000.0) * jnp.exp(rec_dev)
    c = harvest_rate * b
    return (jnp.maximum(b + growth - c, 10.0), c)
