import numpy as np
import jax.numpy as jnp

from ensemble import ensemble_age
from sites import SITE_WEIGHTS

rng = np.random.default_rng(0)
# radiocarbon, OSL and typological estimates for 5 contexts per site
for site, weights in SITE_WEIGHTS.items():
    est = jnp.asarray(rng.normal(3000, 150, size=(3, 5)).astype(np.float32))
    sds = jnp.asarray(rng.uniform(40, 200, size=(3, 5)).astype(np.float32))
    print(site, np.round(np.asarray(ensemble_age(est, sds, weights))).astype(int))
