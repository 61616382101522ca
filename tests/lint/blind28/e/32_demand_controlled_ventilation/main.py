import numpy as np
import jax
import jax.numpy as jnp

from sensors import read_floor

OA_PER_PERSON = 2.5 / 1000
OA_PER_M2 = 0.3 / 1000
ZONE_AREA = jnp.array([120.0, 80, 80, 60, 150, 90, 70, 110])


@jax.jit
def dcv_outdoor_air(counts):
    return (OA_PER_PERSON * counts + OA_PER_M2 * ZONE_AREA).sum(axis=1)


rng = np.random.default_rng(17)
for floor in range(4):
    oa = dcv_outdoor_air(read_floor(floor, rng))
    print(floor, np.round(np.asarray(oa), 3)[:4])
