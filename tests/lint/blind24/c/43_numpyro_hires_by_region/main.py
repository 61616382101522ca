import numpy as np
import jax.numpy as jnp
from fit import fit_region

rng = np.random.default_rng(0)
REGION_HISTORY = {"north": 36, "south": 24, "east": 30, "west": 24}
for seed, (region, n_months) in enumerate(REGION_HISTORY.items()):
    months = jnp.arange(n_months, dtype=jnp.float32)
    hires = jnp.asarray(rng.poisson(8, size=n_months), jnp.float32)
    params, loss = fit_region(months, hires, seed)
    print(region, n_months, round(loss, 2), round(float(params["base_auto_loc"]), 3))
