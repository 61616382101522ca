import numpy as np
import jax.numpy as jnp

from regions import LOCAL_DELTA_R
from reservoir import adjust_reservoir

rng = np.random.default_rng(0)
for region in ["Orkney", "Brittany", "Algarve", "Jutland", "Galicia"]:
    ages = jnp.asarray(rng.uniform(4000, 6000, size=8).astype(np.float32))
    errs = jnp.asarray(rng.uniform(25, 40, size=8).astype(np.float32))
    if region in LOCAL_DELTA_R:
        adj, err = adjust_reservoir(ages, errs, delta_r=LOCAL_DELTA_R[region])
    else:
        adj, err = adjust_reservoir(ages, errs)
    print(region, round(float(adj.mean())))
