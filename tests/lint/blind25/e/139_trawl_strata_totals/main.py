import numpy as np
import jax
import jax.numpy as jnp
from strata import make_stratum

@jax.jit
def stratum_total(s):
    return jnp.mean(s.catch / s.swept) * s.area_km2 / 1000.0

rng = np.random.default_rng(109)
for a in [1250.0, 830.0, 2100.0, 640.0]:
    s = make_stratum(rng.gamma(2, 20, 25).astype(np.float32), rng.uniform(0.03, 0.06, 25).astype(np.float32), a)
    print("stratum", a, round(float(stratum_total(s)), 1), s.units)
