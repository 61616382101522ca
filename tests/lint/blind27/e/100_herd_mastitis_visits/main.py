from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from herd import HerdProfile

HOUSING_RISK = {"cubicle": 1.0, "straw yard": 1.4, "pasture": 0.7}


@partial(jax.jit, static_argnums=0)
def mastitis_risk(herd, scc, cases_last_month):
    base = HOUSING_RISK[herd.housing]
    return base * jax.nn.sigmoid((jnp.log(scc) - 5.3) * 1.5 + 0.3 * cases_last_month)


herd = HerdProfile("Hill Top", "straw yard")
rng = np.random.default_rng(100)
for visit in range(5):
    scc = rng.lognormal(5.0, 0.8, size=80).astype(np.float32)
    cases = rng.poisson(0.3, size=80).astype(np.float32)
    risk = mastitis_risk(herd, scc, cases)
    herd.visits += 1
    print(f"visit {herd.visits}: cows at high mastitis risk {int((risk > 0.8).sum())}")
