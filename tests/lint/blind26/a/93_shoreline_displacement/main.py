import numpy as np
import jax.numpy as jnp

from uplift import build_fitter

rng = np.random.default_rng(0)
fitter = build_fitter(uplift_mm_yr=4.5)
for site in ["Skagerrak-1", "Skagerrak-2", "Oslofjord", "Kattegat"]:
    ages = jnp.asarray(np.sort(rng.uniform(2000, 9000, size=12)).astype(np.float32))
    elev = jnp.asarray((0.006 * ages + rng.normal(0, 1, size=12)).astype(np.float32))
    print(site, np.round(np.asarray(fitter(ages, elev)), 4))
