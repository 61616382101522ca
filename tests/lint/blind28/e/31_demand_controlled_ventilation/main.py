import numpy as np
import jax
import jax.numpy as jnp

from sensors import read_floor

OA_PER_PERSON = 2.5 / 1000  # m3/s per person
OA_PER_M2 = 0.3 / 1000
ZONE_AREA = jnp.array([120.0, 80, 80, 60, 150, 90, 70, 110])


@jax.jit
def dcv_outdoor_air(counts):
    # ASHRAE 62.1 ventilation rate procedure, per zone and interval
    vbz = OA_PER_PERSON * counts + OA_PER_M2 * ZONE_AREA
    return vbz.sum(axis=1)


rng = np.random.default_rng(17)
for floor in range(4):
    counts = read_floor(floor, rng)
    oa = dcv_outdoor_air(counts)
    print(floor, np.round(np.asarray(oa), 3)[:4])
