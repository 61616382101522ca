import numpy as np
import jax.numpy as jnp

from collection import OBJECTS
from risk import decay_index

rng = np.random.default_rng(0)
for acc_no, material in OBJECTS:
    rh = jnp.asarray(rng.normal(55, 8, size=96).astype(np.float32))
    temp = jnp.asarray(rng.normal(19, 2, size=96).astype(np.float32))
    print(acc_no, material, round(float(decay_index(rh, temp, material)), 3))
