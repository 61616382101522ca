import numpy as np
import jax.numpy as jnp
from om import OMState, advance_year

rng = np.random.default_rng(103)
state = OMState(biomass=jnp.float32(2500.0), catch=jnp.float32(0.0))
for year in range(2025, 2033):
    state = advance_year(state, np.float32(0.12), np.float32(rng.normal(0, 0.2)))
    print(year, round(float(state[0])), round(float(state[1])))
