import numpy as np
import jax
import jax.numpy as jnp
from sources import from_database, from_spreadsheet

@jax.jit
def soil_carbon_decay(c0, temp, years):
    k = 0.02 * 2.0 ** ((temp - 10.0) / 10.0)
    return jnp.sum(c0 * jnp.exp(-k * years))

rng = np.random.default_rng(62)
for site, loader in enumerate([from_database, from_spreadsheet, from_database, from_spreadsheet]):
    c0, temp = loader(rng)
    print("site", site, round(float(soil_carbon_decay(c0, temp, 25.0)), 1))
