import jax.numpy as jnp

from occupancy import sample_occupancy
from scenarios import scenario_keys

capacity = jnp.int32(40)
peaks = []
for legacy in (True, False):
    for key in scenario_keys(4, legacy=legacy):
        occ = sample_occupancy(key, capacity)
        peaks.append(int(occ.max()))
print(peaks)
