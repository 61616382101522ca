import jax
import jax.numpy as jnp
import numpy as np
from census import tract_households

@jax.jit
def household_demand(households, headship, vacancy):
    units_needed = households * headship
    return jnp.sum(units_needed) * (1.0 + vacancy)

rng = np.random.default_rng(9)
for tract in range(7):
    hh = tract_households(tract, rng)
    need = household_demand(jnp.asarray(hh), 0.42, 0.05)
    print(tract, hh.dtype, round(float(need), 1))
