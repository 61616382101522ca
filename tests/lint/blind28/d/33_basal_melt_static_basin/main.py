import jax.numpy as jnp
import numpy as np

from melt import quadratic_melt
from params import BASINS

rng = np.random.default_rng(2)
draft = jnp.asarray(rng.uniform(200.0, 1200.0, 500), jnp.float32)
salinity = jnp.asarray(rng.normal(34.6, 0.1, 500), jnp.float32)
for basin in BASINS:
    m = quadratic_melt(draft, salinity, basin=basin)
    print(f"{basin:>15s}: mean basal melt {float(m.mean()):.2f} m/a, max {float(m.max()):.1f} m/a")
