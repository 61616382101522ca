import jax.numpy as jnp
import numpy as np

from deformation import mogi_uplift
from vents import VENTS

rng = np.random.default_rng(77)
gnss = jnp.asarray(rng.uniform(-10, 10, (15, 2)), jnp.float32)
for v in VENTS:
    uz = mogi_uplift(jnp.asarray(v["xy_km"]), 3.0, 0.01, gnss)
    print(v["name"], round(float(uz.max()), 2), "mm")
